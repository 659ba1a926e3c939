#define BOOST_TEST_MODULE text
#include <boost/test/unit_test.hpp>
