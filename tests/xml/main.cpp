#define BOOST_TEST_MODULE xml
#include <boost/test/unit_test.hpp>
