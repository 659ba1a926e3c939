// How much text an edit may carry: at the bound it is recorded, one character past it every front end
// refuses it with text_too_long, counting characters (not bytes).
#include <boost/test/unit_test.hpp>

#include <string>

#include "core/editing/text_bounds.h"
#include "core/model/limits.h"

using namespace muster;

namespace {

std::string repeat(const std::string& s, int n) {
    std::string out;
    for (int i = 0; i < n; ++i) out += s;
    return out;
}

}  // namespace

BOOST_AUTO_TEST_SUITE(text_bounds)

BOOST_AUTO_TEST_CASE(a_note_at_its_bound_is_kept_one_past_is_refused) {
    const std::string at = repeat("é", limits::kRosterNotes);  // two bytes each: characters are counted
    BOOST_TEST(!text_too_long({Edit::Op::SetUnitNote, {1, 2}, -1, at}));
    const auto refused = text_too_long({Edit::Op::SetNotes, {}, -1, at + "x"});
    BOOST_TEST_REQUIRE(refused.has_value());
    BOOST_TEST(refused->is("text_too_long"));
    BOOST_TEST((refused->severity == Severity::Error));
    BOOST_TEST(std::get<std::string>(*refused->find_arg("text")) == "note");
    BOOST_TEST(std::get<std::int64_t>(*refused->find_arg("count")) == limits::kRosterNotes + 1);
    BOOST_TEST(std::get<std::int64_t>(*refused->find_arg("max")) == limits::kRosterNotes);
}

BOOST_AUTO_TEST_CASE(a_name_or_label_has_the_shorter_bound) {
    const std::string at = repeat("a", limits::kRosterText);
    for (const Edit::Op op :
         {Edit::Op::SetLabel, Edit::Op::SetCommandName, Edit::Op::SetGeneralName, Edit::Op::SetName, Edit::Op::SetPlayer}) {
        BOOST_TEST(text_bound(op) == limits::kRosterText);
        BOOST_TEST(!text_too_long({op, {0, 0}, 0, at}));
        const auto refused = text_too_long({op, {0, 0}, 0, at + "ö"});
        BOOST_TEST_REQUIRE(refused.has_value());
        BOOST_TEST(std::get<std::string>(*refused->find_arg("text")) == "name");
        BOOST_TEST(std::get<std::int64_t>(*refused->find_arg("max")) == limits::kRosterText);
    }
}

BOOST_AUTO_TEST_CASE(an_edit_without_text_has_no_bound) {
    BOOST_TEST(text_bound(Edit::Op::AddUnit) == 0);
    BOOST_TEST(!text_too_long({Edit::Op::AddUnit, {}, 0, repeat("x", limits::kRosterNotes + 1)}));
}

BOOST_AUTO_TEST_SUITE_END()
