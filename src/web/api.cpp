// SPDX-License-Identifier: GPL-3.0-or-later
// The page's one door to the core (docs/web.md): a Session holds the army being built and answers in JSON
// what the page shows — the verdict with fix-its, what may be taken (availability), the advisor's answers.
// Every rule is the core's: the page only shows these answers and sends back the edits they carry. Rosters
// open, typed lists are read and printouts are made through the same doors as the desktop's.
#include <emscripten/bind.h>

#include <sstream>

#include "cli/json.h"
#include "core/advisor/advisor.h"
#include "core/edit.h"
#include "core/editing/editor.h"
#include "core/editing/text_bounds.h"
#include "core/model/resolve.h"
#include "core/rules/availability.h"
#include "core/rules/ruleset.h"
#include "core/rules/validate.h"
#include "i18n/messages.h"
#include "print/printout.h"
#include "text/export.h"
#include "text/typed_list.h"
#include "xml/library.h"
#include "xml/load.h"

namespace muster::web {
namespace {

const char* kData = "/data";
const char* kPdf = "/tmp/muster.pdf";  // where print() leaves the PDF for the page to hand over

Edit::Op op_of(const std::string& name) {
    for (int i = 0; i <= static_cast<int>(Edit::Op::SetYear); ++i)
        if (name == op_name(static_cast<Edit::Op>(i))) return static_cast<Edit::Op>(i);
    throw std::invalid_argument("unknown edit " + name);
}

}  // namespace

class Session {
public:
    explicit Session(const std::string& language) { set_language(language); }

    /// Reloads the messages and the data's names in another language; the army stays as it is.
    void set_language(const std::string& language) {
        messages.emplace(std::filesystem::path(kData) / "i18n", language);
        Diagnostics problems;
        kit.reset();  // it points into the library it was made for
        library.emplace(xml::Library::load(kData, problems, messages->locale()));
    }

    /// The game systems and their lists, for the New army form.
    std::string catalogue() const {
        std::ostringstream os;
        cli::Json j(os);
        j.begin_object().key("systems").begin_array();
        for (const auto& s : library->systems()) {
            j.begin_object().key("id").value(s.id).key("name").value(s.name).key("budget").value(s.default_budget);
            j.key("budgets").begin_array();
            for (int b : s.standard_budgets) j.value(b);
            j.end_array().key("lists").begin_array();
            for (const auto& l : library->lists())
                if (l.system == s.id)
                    j.begin_object()
                        .key("id")
                        .value(l.id)
                        .key("name")
                        .value(l.name)
                        .key("from")
                        .value(l.from_year)
                        .key("to")
                        .value(l.to_year)
                        .end_object();
            j.end_array().end_object();
        }
        j.end_array().end_object();
        return os.str();
    }

    /// A new empty army; false when the list is not installed.
    bool create(const std::string& list_id, int budget, int year) {
        const ArmyList* list = library->list(list_id);
        if (!list) return false;
        Roster r;
        r.system = list->system;
        r.list = list->id;
        r.data_version = list->data_version;
        r.budget = budget;
        if (year > 0) r.year = year;
        editor = RosterEditor(std::move(r));
        return true;
    }

    /// Opens a .muster file's text through the library's door; "" when it opened, else the reasons, one a line.
    std::string open(const std::string& text, const std::string& file_name) {
        Diagnostics problems;
        auto roster = xml::parse_roster(text, file_name, problems);
        if (roster) {
            xml::OpenRoster opened = library->open(std::move(*roster), file_name);
            problems.insert(problems.end(), opened.problems.begin(), opened.problems.end());
            if (opened.usable()) {
                editor = RosterEditor(std::move(opened.roster));
                return {};
            }
        }
        std::string why;
        for (const auto& d : problems)
            if (d.severity == Severity::Error) why += file_name + ": " + messages->text(d) + "\n";
        return why.empty() ? file_name : why;
    }

    /// Reads a list as players type it (any of the five languages) into a new army, through the reader's
    /// door; answers whether it opened and what the reader noticed, line by line, for the page to show.
    std::string import_text(const std::string& text, const std::string& file_name) {
        Diagnostics findings;
        bool opened = false;
        if (text.size() > xml::kMaxFileSize) {
            Diagnostic d("file_too_large");
            d.where.file = file_name;
            d.arg("size", static_cast<std::int64_t>(text.size())).arg("max", static_cast<std::int64_t>(xml::kMaxFileSize));
            findings.push_back(std::move(d));
        } else {
            if (!kit) kit = text::make_import_kit(*library, kData);
            text::ImportResult read = text::import_text(*kit, text, file_name);
            findings = std::move(read.findings);
            if (read.roster && !has_errors(findings) && text::opens(*read.roster, file_name, findings)) {
                xml::OpenRoster o = library->open(std::move(*read.roster), file_name);
                findings.insert(findings.end(), o.problems.begin(), o.problems.end());
                if (o.usable()) {
                    editor = RosterEditor(std::move(o.roster));
                    opened = true;
                }
            }
        }
        std::ostringstream os;
        cli::Json j(os);
        j.begin_object().key("opened").value(opened).key("findings").begin_array();
        for (const auto& d : findings)
            j.begin_object()
                .key("severity")
                .value(severity_name(d.severity))
                .key("line")
                .value(d.where.line)
                .key("text")
                .value(messages->text(d))
                .end_object();
        j.end_array().end_object();
        return os.str();
    }

    /// Writes the army's "roster" or "cards", or its system's reference "sheet", as the desktop's PDF to
    /// kPdf, on `paper` ("a4", "letter"; else as the browser's locale says). The fonts must be in
    /// /data/fonts (the page fetches them on the first print). "" when written, else why.
    std::string print(const std::string& kind, const std::string& paper) {
        const auto what = kind == "cards"   ? print::Printout::Cards
                          : kind == "sheet" ? print::Printout::Sheet
                                            : print::Printout::Roster;
        print::PrintOptions options;
        if (paper == "a4") options.paper = print::Paper::A4;
        if (paper == "letter") options.paper = print::Paper::Letter;
        try {
            const print::Template layout = print::printout_template(what, kData, options);
            const Roster& r = editor.roster();
            const Verdict verdict = Ruleset{*list(), *system()}.judge(r);
            const print::RosterInput in{r, *list(), *system(), verdict, xml::roster_fingerprint(r)};
            print::write_printout(what, &in, *system(), layout, kData, *messages, kPdf);
            return {};
        } catch (const Failure& f) { return messages->text(f.diagnostic()); } catch (const std::exception& e) {
            return e.what();
        }
    }

    /// The .muster text of the army, byte for byte what the desktop saves.
    std::string save() const { return xml::roster_to_xml(editor.roster()); }

    std::string export_text(const std::string& style) const {
        const auto s = style == "markdown" ? text::Style::Markdown : style == "bbcode" ? text::Style::BBCode : text::Style::Plain;
        return text::export_text(*messages, editor.roster(), *list(), *system(), s);
    }

    /// One editor operation (core/edit.h) by its JSON name; false when its place does not exist or its text
    /// is past the bound (the page's maxlength keeps what is typed within it).
    bool edit(const std::string& op, int unit_command, int unit_index, int command, const std::string& id, int count, bool on) {
        Edit e{.op = op_of(op), .unit = {unit_command, unit_index}, .command = command, .id = id, .count = count, .on = on};
        if (text_too_long(e)) return false;
        try {
            apply(editor, Edits{e}, op);
            return true;
        } catch (const std::out_of_range&) { return false; }
    }

    /// Applies action `n` of the last state() or advice(): a fix-it, a choice, an answer of the advisor.
    bool act(int n) {
        if (n < 0 || n >= static_cast<int>(actions.size())) return false;
        try {
            apply(editor, actions[n].second, actions[n].first);
            return true;
        } catch (const std::out_of_range&) { return false; }
    }

    bool undo() { return editor.undo(); }
    bool redo() { return editor.redo(); }

    /// The verdict line alone (the rules at the army's budget, no fix-its, no choices): one validation.
    std::string verdict() const {
        const Verdict v = Ruleset{*list(), *system()}.judge(editor.roster());
        return text::verdict_line(*messages, editor.roster(), *list(), *system(), v, v.diagnostics);
    }

    /// Everything the page shows, for a selected unit (command -2: none) and the command units are added to.
    std::string state(int sel_command, int sel_unit, int target_command) {
        actions.clear();
        const Roster& r = editor.roster();
        const ArmyList& l = *list();
        const GameSystem& s = *system();
        const Verdict v = Ruleset{l, s}.judge(r, {.budget = std::nullopt, .fixes = true});
        std::ostringstream os;
        cli::Json j(os);
        j.begin_object();
        j.key("system").value(s.id).key("systemName").value(s.name).key("list").value(l.id).key("listName").value(l.name);
        j.key("name").value(r.name).key("budget").value(r.budget).key("year").value(r.year.value_or(0));
        j.key("notes")
            .value(r.notes)
            .key("textMax")
            .value(text_bound(Edit::Op::SetLabel))
            .key("noteMax")
            .value(text_bound(Edit::Op::SetNotes));
        j.key("from").value(l.from_year).key("to").value(l.to_year).key("countsPoints").value(s.counts_points);
        j.key("total").value(v.summary.total).key("legal").value(v.legal());
        j.key("verdict").value(text::verdict_line(*messages, r, l, s, v, v.diagnostics));
        j.key("undo").value(editor.undo_name()).key("redo").value(editor.redo_name());
        values(j, v.summary.values, s);
        j.key("commands").begin_array();
        for (int c = 0; c < static_cast<int>(r.commands.size()); ++c) {
            const Command& cmd = r.commands[c];
            const auto& cs = v.summary.commands[c];
            j.begin_object().key("index").value(c).key("name").value(cmd.name).key("points").value(cs.points);
            j.key("quality").value(cmd.general.quality).key("cInC").value(cmd.general.c_in_c);
            j.key("generalName").value(cmd.general.name);
            values(j, cs.values, s);
            units(j, cmd.units, c, v.summary);
            choices(j, "generals", general_choices(r, c, l, s), [&](const std::string& id) { return quality_name(id); });
            j.end_object();
        }
        j.end_array();
        units(j, r.unassigned, -1, v.summary);
        findings(j, v.diagnostics);
        j.key("groups").begin_array();
        for (const auto& g : group_counts(r, l, s)) {
            std::vector<std::string> ids;
            for (const auto& p : g.group->profiles) ids.push_back(p.id);
            j.begin_object()
                .key("name")
                .value(l.names_of(ids))
                .key("taken")
                .value(g.taken)
                .key("min")
                .value(g.min)
                .key("max")
                .value(g.max);
            j.key("state")
                .value(g.state == GroupCount::State::Short  ? "short"
                       : g.state == GroupCount::State::Over ? "over"
                                                            : "within")
                .end_object();
        }
        j.end_array();
        const auto profile_name = [&](const std::string& id) { return l.profile(id) ? l.profile(id)->name : id; };
        choices(j, "entries", entry_choices(r, target_command, l, s), profile_name);
        if (sel_command >= -1 && valid_unit(r, sel_command, sel_unit)) {
            const UnitChoices uc = unit_choices(r, {sel_command, sel_unit}, l, s);
            j.key("unit").begin_object();
            choices(j, "profiles", uc.profiles, profile_name);
            choices(j, "options", uc.options, [&](const std::string& id) { return l.option(id) ? l.option(id)->name : id; });
            j.end_object();
        }
        const ArmyChoices ac = army_choices(r, l, s);
        choices(j, "structures", ac.command_structures,
                [&](const std::string& id) { return s.command_structure(id) ? s.command_structure(id)->name : id; });
        choices(j, "purchases", ac.purchases, [&](const std::string& id) { return s.purchase(id) ? s.purchase(id)->name : id; });
        choices(j, "rules", ac.optional_rules,
                [&](const std::string& id) { return s.optional_rule(id) ? s.optional_rule(id)->name : id; });
        j.key("commandStructure").value(r.command_structure);
        j.end_object();
        return os.str();
    }

    /// The advisor: "complete" (ways to spend the points left) or "repair" (smallest repairs), best first.
    std::string advice(const std::string& kind, int top) {
        const Ruleset rules{*list(), *system()};
        const AdviceList found =
            kind == "repair" ? find_repairs(editor.roster(), rules, top) : find_completions(editor.roster(), rules, top);
        std::ostringstream os;
        cli::Json j(os);
        j.begin_object().key("limit").value(found.limit).key("answers").begin_array();
        for (const auto& a : found.answers) {
            j.begin_object().key("points").value(a.points).key("value").value(a.value).key("act").value(
                action("suggestion", a.edits));
            j.key("steps").begin_array();
            for (const auto& f : a.steps) j.value(messages->fix(f));
            j.end_array().end_object();
        }
        j.end_array().end_object();
        return os.str();
    }

    /// A message of the bundles (the window's "gui" table, "web" for the page's own words) with the
    /// arguments of a JS object: numbers as numbers (plurals), the rest as text.
    std::string text(const std::string& table, const std::string& key, const emscripten::val& args) const {
        Args a;
        if (args.isUndefined() || args.isNull()) return messages->get(table.c_str(), key.c_str());
        const auto names = emscripten::val::global("Object").call<emscripten::val>("keys", args);
        for (int i = 0; i < names["length"].as<int>(); ++i) {
            const auto name = names[i].as<std::string>();
            const auto v = args[name];
            if (v.isNumber()) a.emplace_back(name, static_cast<std::int64_t>(v.as<double>()));
            else a.emplace_back(name, v.as<std::string>());
        }
        return messages->get(table.c_str(), key.c_str(), a);
    }
    std::string language() const { return messages->locale(); }

private:
    std::optional<i18n::Messages> messages;
    std::optional<xml::Library> library;
    std::unique_ptr<text::ImportKit> kit;  ///< the data of every language, made on the first typed list
    RosterEditor editor;
    std::vector<std::pair<std::string, Edits>> actions;

    const ArmyList* list() const {
        const ArmyList* l = library->list(editor.roster().list);
        if (!l) throw std::runtime_error("no army");
        return l;
    }
    const GameSystem* system() const { return library->system(list()->system); }

    std::string quality_name(const std::string& id) const { return system()->quality(id) ? system()->quality(id)->name : id; }

    static bool valid_unit(const Roster& r, int c, int u) {
        if (c < -1 || c >= static_cast<int>(r.commands.size())) return false;
        const auto& units = c < 0 ? r.unassigned : r.commands[c].units;
        return u >= 0 && u < static_cast<int>(units.size());
    }

    int action(const std::string& name, const Edits& edits) {
        actions.emplace_back(name, edits);
        return static_cast<int>(actions.size()) - 1;
    }

    void values(cli::Json& j, const std::map<std::string, int>& vals, const GameSystem& s) const {
        j.key("values").begin_array();
        for (const auto& d : s.derived)
            if (auto it = vals.find(d.id); it != vals.end())
                j.begin_object().key("name").value(d.name).key("value").value(it->second).end_object();
        j.end_array();
    }

    void units(cli::Json& j, const std::vector<RosterUnit>& us, int c, const Summary& sum) const {
        j.key("units").begin_array();
        for (int u = 0; u < static_cast<int>(us.size()); ++u) {
            const RosterUnit& unit = us[u];
            const Profile* p = list()->profile(unit.profile);
            int points = 0;
            for (const auto& su : sum.units)
                if (su.command == c && su.index == u) points = su.unit.cost;
            j.begin_object()
                .key("index")
                .value(u)
                .key("profile")
                .value(unit.profile)
                .key("name")
                .value(p ? p->name : unit.profile);
            j.key("type")
                .value(p ? p->type : "")
                .key("label")
                .value(unit.label)
                .key("note")
                .value(unit.note)
                .key("general")
                .value(unit.general)
                .key("points")
                .value(points);
            j.key("options").begin_array();
            for (const auto& o : unit.options) j.value(list()->option(o) ? list()->option(o)->name : o);
            j.end_array().end_object();
        }
        j.end_array();
    }

    template <class Name>
    void choices(cli::Json& j, const char* key, const std::vector<Choice>& cs, Name name) {
        j.key(key).begin_array();
        for (const auto& c : cs) {
            j.begin_object()
                .key("id")
                .value(c.id)
                .key("name")
                .value(name(c.id))
                .key("taken")
                .value(c.taken)
                .key("allowed")
                .value(c.allowed);
            j.key("points").value(c.points).key("count").value(c.count).key("act").value(
                action(c.edits.empty() ? key : step_name(c.edits.front()), c.edits));
            j.key("causes").begin_array();
            for (const auto& d : c.causes)
                if (refuses(d)) j.value(messages->text(d));
            j.end_array().end_object();
        }
        j.end_array();
    }

    void findings(cli::Json& j, const Diagnostics& ds) {
        j.key("findings").begin_array();
        for (const auto& d : ds) {
            j.begin_object()
                .key("severity")
                .value(severity_name(d.severity))
                .key("code")
                .value(d.code)
                .key("text")
                .value(messages->text(d));
            j.key("hint").value(messages->hint(d)).key("rule").value(d.rule).key("where").value(d.where.path());
            j.key("command").value(d.where.command.value_or(-1)).key("unit").value(d.where.unit.value_or(-1));
            j.key("fixes").begin_array();
            for (const auto& f : d.fixes)
                j.begin_object().key("label").value(messages->fix(f)).key("act").value(action("fix", f.edits)).end_object();
            j.end_array().end_object();
        }
        j.end_array();
    }
};

}  // namespace muster::web

EMSCRIPTEN_BINDINGS(muster) {
    using muster::web::Session;
    emscripten::class_<Session>("Session")
        .constructor<std::string>()
        .function("setLanguage", &Session::set_language)
        .function("catalogue", &Session::catalogue)
        .function("create", &Session::create)
        .function("open", &Session::open)
        .function("importText", &Session::import_text)
        .function("print", &Session::print)
        .function("save", &Session::save)
        .function("exportText", &Session::export_text)
        .function("edit", &Session::edit)
        .function("act", &Session::act)
        .function("undo", &Session::undo)
        .function("redo", &Session::redo)
        .function("state", &Session::state)
        .function("verdict", &Session::verdict)
        .function("advice", &Session::advice)
        .function("text", &Session::text)
        .function("language", &Session::language);
}
