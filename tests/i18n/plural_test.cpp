// SPDX-License-Identifier: GPL-3.0-or-later
// Plural forms, numbers and sorting come out right in each language.
#include <boost/test/unit_test.hpp>

#include "core/diagnostic.h"
#include "i18n/bundles.h"
#include "i18n/messages.h"

using namespace muster;
using namespace muster::test;

namespace {

const i18n::Messages& messages(const std::string& locale) {
    static std::map<std::string, i18n::Messages> cache;
    auto it = cache.find(locale);
    if (it == cache.end()) it = cache.emplace(locale, i18n::Messages(bundle_dir(), locale)).first;
    return it->second;
}

Diagnostic points_spare(int spare) {
    Diagnostic d;
    d.code = "points_spare";
    d.arg("spare", spare).arg("points", 600 - spare).arg("budget", 600);
    return d;
}

Diagnostic too_few_commands(int count, int min) {
    Diagnostic d;
    d.code = "too_few_commands";
    d.hint = "too_few_commands";
    d.arg("count", count).arg("min", min).arg("max", 4);
    return d;
}

struct Expected {
    const char* locale;
    const char* one;
    const char* many;
};

}  // namespace

BOOST_AUTO_TEST_CASE(points_spare_has_singular_and_plural) {
    const Expected cases[] = {
        {"root", "1 point left to spend (599 of 600)", "5 points left to spend (595 of 600)"},
        {"it", "1 punto ancora da spendere (599 di 600)", "5 punti ancora da spendere (595 di 600)"},
        {"de", "1 Punkt noch auszugeben (599 von 600)", "5 Punkte noch auszugeben (595 von 600)"},
        {"fr", "1 point restant à dépenser (599 sur 600)", "5 points restants à dépenser (595 sur 600)"},
        {"es", "queda 1 punto por gastar (599 de 600)", "quedan 5 puntos por gastar (595 de 600)"},
    };
    for (const auto& c : cases) {
        BOOST_TEST(messages(c.locale).text(points_spare(1)) == c.one, c.locale);
        BOOST_TEST(messages(c.locale).text(points_spare(5)) == c.many, c.locale);
    }
    // French counts zero as singular; English does not.
    BOOST_TEST(messages("fr").text(points_spare(0)) == "0 point restant à dépenser (600 sur 600)");
    BOOST_TEST(messages("root").text(points_spare(0)) == "0 points left to spend (600 of 600)");
}

BOOST_AUTO_TEST_CASE(too_few_commands_message_and_hint) {
    const Expected messages_[] = {
        {"root", "1 command; an army needs 3 to 4", "2 commands; an army needs 3 to 4"},
        {"it", "1 Comando; un esercito ne richiede da 3 a 4", "2 Comandi; un esercito ne richiede da 3 a 4"},
        {"de", "1 Kommando; eine Armee braucht 3 bis 4", "2 Kommandos; eine Armee braucht 3 bis 4"},
        {"fr", "1 commandement ; une armée en exige de 3 à 4", "2 commandements ; une armée en exige de 3 à 4"},
        {"es", "1 mando; un ejército necesita de 3 a 4", "2 mandos; un ejército necesita de 3 a 4"},
    };
    for (const auto& c : messages_) {
        BOOST_TEST(messages(c.locale).text(too_few_commands(1, 3)) == c.one, c.locale);
        BOOST_TEST(messages(c.locale).text(too_few_commands(2, 3)) == c.many, c.locale);
    }
    const Expected hints[] = {
        {"root", "add a command", "add commands until there are 3"},
        {"it", "aggiungi un Comando", "aggiungi Comandi fino ad averne 3"},
        {"de", "fügen Sie ein Kommando hinzu", "fügen Sie Kommandos hinzu, bis es 3 sind"},
        {"fr", "ajoutez un commandement", "ajoutez des commandements jusqu’à en avoir 3"},
        {"es", "añada un mando", "añada mandos hasta tener 3"},
    };
    for (const auto& c : hints) {
        BOOST_TEST(messages(c.locale).hint(too_few_commands(0, 1)) == c.one, c.locale);
        BOOST_TEST(messages(c.locale).hint(too_few_commands(0, 3)) == c.many, c.locale);
    }
}

BOOST_AUTO_TEST_CASE(verdict_line_counts_errors_and_warnings) {
    auto verdict = [](const char* locale, int errors, int warnings, const char* scale = "points", int units = 9) {
        return messages(locale).get("cli", "verdict_points",
                                    {{"points", std::int64_t{600}},
                                     {"budget", std::int64_t{600}},
                                     {"list", std::string("30YW Swedish")},
                                     {"scale", std::string(scale)},
                                     {"units", std::int64_t{units}},
                                     {"errors", std::int64_t{errors}},
                                     {"warnings", std::int64_t{warnings}}});
    };
    BOOST_TEST(verdict("root", 0, 1) == "600 of 600 points, 30YW Swedish; no errors, 1 warning");
    BOOST_TEST(verdict("it", 0, 1) == "600 di 600 punti, 30YW Swedish; nessun errore, 1 avviso");
    BOOST_TEST(verdict("it", 2, 0) == "600 di 600 punti, 30YW Swedish; 2 errori, nessun avviso");
    BOOST_TEST(verdict("de", 1, 3) == "600 von 600 Punkten, 30YW Swedish; 1 Fehler, 3 Warnungen");
    BOOST_TEST(verdict("fr", 1, 2) == "600 sur 600 points, 30YW Swedish ; 1 erreur, 2 avertissements");
    BOOST_TEST(verdict("es", 3, 1) == "600 de 600 puntos, 30YW Swedish; 3 errores, 1 advertencia");
    // Systems without points count units instead.
    BOOST_TEST(verdict("root", 0, 0, "units", 1) == "1 unit, 30YW Swedish; no errors, no warnings");
    BOOST_TEST(verdict("de", 0, 0, "units", 9) == "9 Einheiten, 30YW Swedish; keine Fehler, keine Warnungen");
    BOOST_TEST(verdict("it", 0, 0, "units", 1) == "1 unità, 30YW Swedish; nessun errore, nessun avviso");
}

BOOST_AUTO_TEST_CASE(numbers_are_grouped_by_locale) {
    BOOST_TEST(messages("root").number(1234567) == "1,234,567");
    BOOST_TEST(messages("it").number(1234567) == "1.234.567");
    BOOST_TEST(messages("de").number(1234567) == "1.234.567");
    BOOST_TEST(messages("fr").number(1234567) == "1\u202f234\u202f567");  // narrow no-break space
    BOOST_TEST(messages("es").number(1234567) == "1.234.567");
}

BOOST_AUTO_TEST_CASE(years_are_never_grouped) {
    Diagnostic d;
    d.code = "year_outside_list";
    d.arg("year", 1066).arg("from", 1100).arg("to", 1500);
    BOOST_TEST(messages("de").text(d) == "das Jahr 1066 liegt außerhalb des Zeitraums der Liste, 1100–1500");
    BOOST_TEST(messages("root").text(d) == "the year 1066 is outside the list’s period 1100–1500");
    d.args.clear();
    d.arg("year", -50).arg("from", -100).arg("to", 100);
    BOOST_TEST(messages("it").text(d).find("-50") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(dates_are_written_by_locale) {
    BOOST_TEST(messages("root").date("2026-11-30") == "Nov 30, 2026");
    BOOST_TEST(messages("it").date("2026-11-30") == "30 nov 2026");
    BOOST_TEST(messages("de").date("2026-11-30") == "30.11.2026");
    BOOST_TEST(messages("fr").date("2026-03-01") == "1 mars 2026");
    BOOST_TEST(messages("es").date("2026-11-30") == "30 nov 2026");
    BOOST_TEST(messages("de").date("not a date") == "not a date");  // left as written
}

BOOST_AUTO_TEST_CASE(names_sort_as_readers_expect) {
    // Byte order would put every accented letter after z.
    BOOST_TEST(i18n::Collator("de").less("Ähre", "Bär"));
    BOOST_TEST(!i18n::Collator("de").less("Bär", "Ähre"));
    BOOST_TEST(i18n::Collator("es").less("ñandú", "oso"));
    BOOST_TEST(i18n::Collator("es").less("nube", "ñandú"));
    BOOST_TEST(i18n::Collator("it").less("Città", "Comando"));
    BOOST_TEST(i18n::Collator("fr").less("élite", "Fusiliers"));
}

BOOST_AUTO_TEST_CASE(english_counts_agree_too) {
    Diagnostic d;
    d.code = "event_too_few_commands";
    d.arg("count", 1).arg("min", 2);
    BOOST_TEST(messages("root").text(d) == "1 command; the event requires at least 2");
    BOOST_TEST(messages("it").text(d) == "1 Comando; il torneo ne richiede almeno 2");
    Diagnostic row;
    row.code = "table_row_width";
    row.arg("table", std::string("Discipline Test")).arg("cells", std::int64_t{1}).arg("columns", std::int64_t{2});
    BOOST_TEST(messages("root").text(row) == "a row of the table ‘Discipline Test’ has 1 cell for 2 columns");
}

// One point, one figure, one unit: every count a finding, a hint or a fix says agrees with its noun in every
// language ("remove 1 points" was said).
BOOST_AUTO_TEST_CASE(hints_and_fixes_count_in_the_singular_too) {
    struct Case {
        const char* locale;
        const char* hint;
        const char* add;
        const char* figures;
        const char* wrong;
        const char* drawback;
    };
    const Case cases[] = {
        {"root", "remove 1 point of units, options or purchases", "add a unit of Reiters to command 2",
         "give Bombard of command 1 1 figure", "Bombard has 1 figure; Artillery has 2 to 4",
         "Bombard carries 1 drawback; at most 0 allowed (Artillery)"},
        {"de", "entfernen Sie Einheiten, Optionen oder Käufe im Wert von 1 Punkt",
         "fügen Sie Kommando 2 eine Einheit hinzu: Reiters", "geben Sie Bombard in Kommando 1 1 Figur",
         "Bombard hat 1 Figur; Artillery hat 2 bis 4", "Bombard hat 1 Nachteil; höchstens 0 erlaubt (Artillery)"},
        {"fr", "retirez 1 point d’unités, d’options ou d’achats", "ajoutez au commandement 2 une unité : Reiters",
         "donnez 1 figurine à Bombard du commandement 1", "Bombard a 1 figurine ; Artillery en a de 2 à 4",
         "Bombard porte 1 défaut ; au plus 0 autorisées (Artillery)"},
        {"it", "togli 1 punto di unità, opzioni o acquisti", "aggiungi al Comando 2 un’unità: Reiters",
         "dai a Bombard del Comando 1 1 figura", "Bombard ha 1 miniatura; Artillery ne ha da 2 a 4",
         "Bombard porta 1 difetto; al massimo 0 consentite (Artillery)"},
        {"es", "quite 1 punto de unidades, opciones o compras", "añada al mando 2 una unidad: Reiters",
         "dé 1 figura a Bombard del mando 1", "Bombard tiene 1 figura; Artillery tiene de 2 a 4",
         "Bombard lleva 1 defecto; se permiten como máximo 0 (Artillery)"},
    };
    const auto over_by = [](int excess) {
        Diagnostic d;
        d.code = "points_over_budget";
        d.hint = "points_over_budget";
        d.arg("points", 600 + excess).arg("budget", 600).arg("excess", excess);
        return d;
    };
    const Diagnostic over = over_by(1);
    const Fix add{"add_units", {{"count", 1}, {"unit", std::string("Reiters")}, {"command", 2}}, {}};
    const Fix figures{"set_figures", {{"unit", std::string("Bombard")}, {"from", 1}, {"count", 1}}, {}};
    Diagnostic wrong;
    wrong.code = "unit_figures_wrong";
    wrong.arg("unit", std::string("Bombard"))
        .arg("count", 1)
        .arg("reason", std::string("Artillery"))
        .arg("exact", std::string("no"))
        .arg("min", 2)
        .arg("max", 4)
        .arg("step", 1);
    Diagnostic drawback;
    drawback.code = "unit_kind_above";
    drawback.arg("unit", std::string("Bombard"))
        .arg("count", 1)
        .arg("what", std::string("drawback"))
        .arg("max", 0)
        .arg("reason", std::string("Artillery"));
    for (const auto& c : cases) {
        const auto& m = messages(c.locale);
        BOOST_TEST(m.hint(over) == c.hint, c.locale);
        BOOST_TEST(m.fix(add) == c.add, c.locale);
        BOOST_TEST(m.fix(figures) == c.figures, c.locale);
        BOOST_TEST(m.text(wrong) == c.wrong, c.locale);
        BOOST_TEST(m.text(drawback) == c.drawback, c.locale);
    }
    BOOST_TEST(messages("root").hint(over_by(5)) == "remove 5 points of units, options or purchases");
    BOOST_TEST(messages("root").fix({"add_units", {{"count", 2}, {"unit", std::string("Reiters")}, {"command", 2}}, {}}) ==
               "add 2 units of Reiters to command 2");
    BOOST_TEST(messages("root").get("text", "figures", {{"count", 1}}) == "1 figure");
    BOOST_TEST(messages("de").get("text", "figures", {{"count", 1}}) == "1 Figur");
}

// Where the limit is 0, none is allowed at all: "no more allowed" and "at most 0" said it wrongly.
BOOST_AUTO_TEST_CASE(a_limit_of_zero_says_none_is_allowed) {
    Diagnostic group;
    group.code = "group_above_maximum";
    group.arg("count", 1).arg("name", std::string("Hakkapelitta")).arg("max", 0).arg("excess", 1);
    group.arg("when", std::string("now"));
    Diagnostic bought;
    bought.code = "purchase_over_maximum";
    bought.arg("count", 1).arg("purchase", std::string("Prostitutes")).arg("max", 0).arg("excess", 1);
    bought.arg("when", std::string("now"));
    Diagnostic option;
    option.code = "option_limit_exceeded";
    option.arg("count", 1).arg("name", std::string("Pistols")).arg("max", 0).arg("fraction", std::string("none"));
    option.arg("when", std::string("now"));
    const auto& en = messages("root");
    BOOST_TEST(en.text(group) == "1 Hakkapelitta; the list allows none");
    BOOST_TEST(en.text(bought) == "1 Prostitutes; none may be bought");
    BOOST_TEST(en.text(option) == "Pistols is taken by 1 unit; none allowed");
    BOOST_TEST(en.get("gui", "purchase_no_more", {{"count", 0}}) == "not allowed");
    BOOST_TEST(en.get("gui", "purchase_no_more", {{"count", 1}}) == "no more allowed");
    BOOST_TEST(en.get("gui", "no_more", {{"count", 0}}) == "Cannot be bought:");
    BOOST_TEST(messages("de").text(group) == "1 Hakkapelitta; die Liste erlaubt keine");
    BOOST_TEST(messages("de").get("gui", "purchase_no_more", {{"count", 0}}) == "nicht erlaubt");
    BOOST_TEST(messages("fr").get("gui", "purchase_no_more", {{"count", 0}}) == "non autorisé");
    BOOST_TEST(messages("it").get("gui", "purchase_no_more", {{"count", 0}}) == "non consentito");
    BOOST_TEST(messages("es").get("gui", "purchase_no_more", {{"count", 0}}) == "no permitido");
    // A real limit keeps its number.
    Diagnostic two = group;
    two.args = {{"count", 2}, {"name", std::string("Hakkapelitta")}, {"max", 1}, {"excess", 1}, {"when", std::string("now")}};
    BOOST_TEST(en.text(two) == "2 Hakkapelitta; the list allows at most 1");
}

// What taking a choice would make is said as such, in every language.
BOOST_AUTO_TEST_CASE(a_what_if_says_would) {
    Diagnostic option;
    option.code = "option_limit_exceeded";
    option.arg("count", 2).arg("name", std::string("Pistols")).arg("max", 1).arg("fraction", std::string("none"));
    option.arg("when", std::string("would"));
    Diagnostic group;
    group.code = "group_above_maximum";
    group.arg("count", 2).arg("name", std::string("Hakkapelitta")).arg("max", 1).arg("when", std::string("would"));
    Diagnostic none;
    none.code = "group_above_maximum";
    none.arg("count", 1).arg("name", std::string("Hakkapelitta")).arg("max", 0).arg("when", std::string("would"));
    const auto& en = messages("root");
    BOOST_TEST(en.text(option) == "Pistols would be taken by 2 units; at most 1 allowed");
    BOOST_TEST(en.text(group) == "the list allows at most 1 Hakkapelitta; this would make 2");
    BOOST_TEST(en.text(none) == "the list allows no Hakkapelitta");
    BOOST_TEST(messages("de").text(option) == "Pistols wäre bei 2 Einheiten gewählt; höchstens 1 erlaubt");
    BOOST_TEST(messages("fr").text(option) == "Pistols serait prise par 2 unités ; au plus 1 autorisée");
    BOOST_TEST(messages("it").text(option) == "Pistols sarebbe presa da 2 unità; al massimo 1 consentita");
    BOOST_TEST(messages("es").text(option) == "Pistols la llevarían 2 unidades; se permiten como máximo 1");
    Diagnostic now = option;
    now.args.back().second = std::string("now");
    BOOST_TEST(en.text(now) == "Pistols is taken by 2 units; at most 1 allowed");
}
