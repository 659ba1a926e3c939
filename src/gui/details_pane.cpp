// SPDX-License-Identifier: GPL-3.0-or-later
// The details pane: the selected unit, command or army, with the controls that edit it.
#include "gui/details_pane.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <charconv>
#include <memory>
#include <stdexcept>

#include "core/model/resolve.h"
#include "gui/colours.h"
#include "gui/new_army_dialog.h"

namespace muster::gui {
namespace {

/// Builds the panel's rows; ids are stable for the same layout, so focus survives a rebuild.
class PanelBuilder {
public:
    PanelBuilder(wxWindow* panel, int gap) : m_panel(panel), m_sizer(panel->GetSizer()), m_gap(gap) {}
    wxWindow* panel() const { return m_panel; }
    int id() { return wxID_HIGHEST + 1000 + m_next++; }

    wxStaticText* heading(const wxString& text) {
        auto* t = new wxStaticText(m_panel, wxID_ANY, wxControl::EscapeMnemonics(text));
        t->SetFont(t->GetFont().Bold().Scaled(1.15f));
        m_sizer->Add(t, 0, wxLEFT | wxRIGHT | wxTOP, m_gap);
        return t;
    }
    wxStaticText* section(const wxString& text) {
        auto* t = new wxStaticText(m_panel, wxID_ANY, wxControl::EscapeMnemonics(text));
        t->SetFont(t->GetFont().Bold());
        m_sizer->Add(t, 0, wxLEFT | wxRIGHT | wxTOP, m_gap);
        m_sizer->AddSpacer(m_gap / 2);
        return t;
    }
    wxStaticText* text(const wxString& text, bool dim = false) {
        auto* t = new wxStaticText(m_panel, wxID_ANY, wxControl::EscapeMnemonics(text));
        if (dim) t->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
        // Never wider than the pane (a 1024×600 screen leaves it narrower than the usual width).
        const int room = m_panel->GetClientSize().x - 2 * m_gap;
        t->Wrap(room > 0 ? std::min(m_panel->FromDIP(330), room) : m_panel->FromDIP(330));
        m_sizer->Add(t, 0, wxLEFT | wxRIGHT | wxTOP, m_gap);
        return t;
    }
    /// A label and a control on one row; on a pane too narrow for both at their full width (a 1024×600
    /// screen), the label above its control, so that neither is cut ("…") or pushed out of sight.
    template <typename Control>
    Control* labelled(const wxString& label, Control* control) {
        auto* text = new wxStaticText(m_panel, wxID_ANY, label);
        const bool side_by_side = fits(text->GetBestSize().x + m_gap + best_width(control));
        auto* row = new wxBoxSizer(side_by_side ? wxHORIZONTAL : wxVERTICAL);
        if (side_by_side) {
            row->Add(text, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, m_gap);
            row->Add(control, 1, wxALIGN_CENTER_VERTICAL);
        } else {
            row->Add(text, 0, wxBOTTOM, m_gap / 2);
            row->Add(control, 0, wxEXPAND);
        }
        m_sizer->Add(row, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, m_gap);
        return control;
    }
    /// Whether a row of this width fits the pane (a pane not laid out yet takes anything).
    bool fits(int width) const {
        const int room = m_panel->GetClientSize().x - 2 * m_gap;
        return room <= 0 || width <= room;
    }
    int gap() const { return m_gap; }
    static int best_width(wxWindow* w) { return w->GetBestSize().x; }
    static int best_width(wxSizer* s) { return s->CalcMin().x; }
    void add(wxSizer* sizer) { m_sizer->Add(sizer, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, m_gap); }
    void add(wxWindow* window) { m_sizer->Add(window, 0, wxLEFT | wxRIGHT | wxTOP, m_gap); }
    /// A control as wide as the pane (a text of several lines).
    void wide(wxWindow* window) { m_sizer->Add(window, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, m_gap); }

private:
    wxWindow* m_panel;
    wxSizer* m_sizer;
    int m_gap;
    int m_next = 0;
};

}  // namespace

DetailsPane::DetailsPane(wxWindow* parent, const Text& t, std::function<const Document&()> army, Handlers handlers)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL | wxBORDER_THEME, "details"),
      m_t(t),
      m_army(std::move(army)),
      m_handlers(std::move(handlers)) {
    SetScrollRate(0, FromDIP(10));
    // Wide enough for a label beside its box or a choice whole, whatever the splitter is given (the
    // splitter keeps a pane at its minimum): at 1024×600 it was ~170 px and cut them.
    SetMinSize(wxSize(FromDIP(290), -1));
    SetSizer(new wxBoxSizer(wxVERTICAL));
    // The rows put a label above its control when the pane is narrow: laid out again when its width
    // changes (a window resized, a splitter dragged), once the change is over.
    Bind(wxEVT_SIZE, [this, width = std::make_shared<int>(0), pending = std::make_shared<bool>(false)](wxSizeEvent& e) {
        e.Skip();
        if (e.GetSize().x == *width) return;
        *width = e.GetSize().x;
        if (*pending) return;
        *pending = true;
        CallAfter([this, pending] {
            *pending = false;
            show(m_shown);
        });
    });
}

DetailsPane::~DetailsPane() {
    // The controls go while this is still a DetailsPane: their destroy handlers use its typing.
    DestroyChildren();
}

Selection DetailsPane::show(const Selection& wanted) {
    commit_typing();
    Selection sel = wanted;
    const wxWindow* focus = FindFocus();
    const int focus_id = focus && focus != this && IsDescendant(const_cast<wxWindow*>(focus)) ? focus->GetId() : wxID_NONE;
    m_building = true;
    Freeze();
    DestroyChildren();
    GetSizer()->Clear();
    if (!doc().has_roster()) {
        PanelBuilder b(this, FromDIP(8));
        b.heading(m_t("welcome_title"));
        b.text(m_t("welcome"));
    } else if (sel.kind == Selection::Kind::Unit) {
        try {
            for_unit(sel.unit);
        } catch (const std::out_of_range&) {  // a place that no longer exists: show the army instead
            sel = {Selection::Kind::Army, -1, {}};
            for_army();
        }
    } else if (sel.kind == Selection::Kind::Command && sel.command >= 0 &&
               sel.command < static_cast<int>(doc().roster().commands.size())) {
        for_command(sel.command);
    } else {
        for_army();
    }
    GetSizer()->AddSpacer(FromDIP(8));
    for (wxWindow* child : GetChildren())
        if (child->AcceptsFocus()) wheel_scrolls_pane(child);
    FitInside();
    Layout();
    // Another unit, command or the army: its name at the top, not the old scroll position.
    if (!(m_shown == sel)) Scroll(0, 0);
    m_shown = sel;
    Thaw();
    if (focus_id != wxID_NONE)
        if (wxWindow* w = FindWindow(focus_id)) w->SetFocus();
    m_building = false;
    return sel;
}

void DetailsPane::commit_typing() {
    if (!m_typing) return;
    const Typing typing = std::move(*m_typing);
    m_typing.reset();
    typing.record();
}

bool DetailsPane::take_back_typing(const wxWindow* box) {
    if (!m_typing || m_typing->box != box) return false;
    const Typing typing = std::move(*m_typing);
    m_typing.reset();
    m_building = true;  // showing the recorded value again is no typing
    typing.restore();
    m_building = false;
    return true;
}

wxWindow* DetailsPane::first_control() const {
    for (wxWindow* child : GetChildren())
        if (child->IsShown() && child->IsEnabled() && child->AcceptsFocus()) return child;
    return nullptr;
}

void DetailsPane::track_typing(wxWindow* box, std::function<void()> record, std::function<void()> restore) {
    box->Bind(wxEVT_TEXT, [this, box, record, restore](wxCommandEvent& e) {
        e.Skip();
        if (!m_building) m_typing = Typing{box, record, restore};
    });
    // Enter records the value, except in a box of several lines, where it starts a new line.
    if (auto* text = dynamic_cast<wxTextCtrl*>(box); !text || !text->IsMultiLine())
        box->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent& e) {
            e.Skip();
            commit_typing();
        });
    box->Bind(wxEVT_KILL_FOCUS, [this, box](wxFocusEvent& e) {
        e.Skip();
        if (m_typing && m_typing->box == box) commit_typing();
    });
    // The pane records typing before it rebuilds; a box destroyed later leaves nothing to record.
    box->Bind(wxEVT_DESTROY, [this, box](wxWindowDestroyEvent& e) {
        e.Skip();
        if (m_typing && m_typing->box == box) m_typing.reset();
    });
}

void DetailsPane::wheel_scrolls_pane(wxWindow* control) {
    control->Bind(wxEVT_MOUSEWHEEL, [this, control](wxMouseEvent& e) {
        if (control->HasFocus() || e.GetWheelAxis() != wxMOUSE_WHEEL_VERTICAL) return e.Skip();
        const int notches = e.GetWheelRotation() / std::max(e.GetWheelDelta(), 1);
        const int y = GetViewStart().y - notches * std::max(e.GetLinesPerAction(), 1);
        Scroll(-1, std::max(y, 0));
    });
}

void DetailsPane::offer(wxChoice* choice, const std::vector<Choice>& choices,
                        const std::function<std::optional<wxString>(const Choice&)>& item_of, std::vector<Edits> takes) {
    wxString why;
    for (const Choice& c : choices) {
        std::optional<wxString> item = item_of(c);
        if (!item) continue;
        if (!c.allowed) {
            item = m_t("choice_refused", {{"item", utf8(*item)}});
            why += (why.empty() ? "" : "\n\n") + *item + ":\n" + explain(c.causes);
        }
        choice->Append(*item);
        takes.push_back(c.edits);
        if (c.taken) choice->SetSelection(static_cast<int>(choice->GetCount()) - 1);
    }
    if (!why.empty()) choice->SetToolTip(why);
    choice->Bind(wxEVT_CHOICE,
                 [this, takes](wxCommandEvent& e) { edit(takes[static_cast<std::size_t>(std::max(0, e.GetSelection()))]); });
}

wxString DetailsPane::explain(const Diagnostics& causes) const {
    // The findings that refuse the choice (all of them when none does): each message, the rule it cites
    // (the data's reference, else the list whose rule it is) and what would make it possible.
    const bool refused = std::any_of(causes.begin(), causes.end(), refuses);
    wxString out;
    for (const Diagnostic& d : causes) {
        if (refused && !refuses(d)) continue;
        if (!out.empty()) out += "\n";
        out += wx(m_t.messages().text(d));
        out += "  " + m_t("rule_cited", {{"rule", d.rule.empty() ? doc().list().name : d.rule}});
        if (const std::string hint = m_t.messages().hint(d); !hint.empty()) out += "\n" + m_t("hint_line", {{"hint", hint}});
    }
    return out;
}

wxTextCtrl* DetailsPane::edit_box(int id, const char* name, const std::function<std::string()>& recorded,
                                  const std::function<std::optional<Edit>(const std::string&)>& make, long style) {
    wxString now;
    try {
        now = wx(recorded());
    } catch (const std::out_of_range&) {  // a place that no longer exists: an empty box
    }
    auto* box = new wxTextCtrl(this, id, now, wxDefaultPosition, wxDefaultSize,
                               style | (style & wxTE_MULTILINE ? 0 : wxTE_PROCESS_ENTER), wxDefaultValidator, name);
    // Typed text is the core's edit on Enter, when the box loses the focus and before any command; only a change is one.
    track_typing(
        box,
        [this, box, recorded, make] {
            try {
                const std::string text = utf8(box->GetValue());
                if (!doc().has_roster() || text == recorded()) return;
                // The frame refuses text past its bound (the core's text_too_long); the undo name is the core's step_name.
                if (const std::optional<Edit> made = make(text)) edit({*made});
            } catch (const std::out_of_range&) {  // the unit or command is gone (an undo): nothing to record
            }
        },
        [box, recorded] {
            try {
                box->ChangeValue(wx(recorded()));
            } catch (const std::out_of_range&) {}
        });
    return box;
}

void DetailsPane::for_unit(UnitRef ref) {
    PanelBuilder b(this, FromDIP(8));
    const Roster& r = doc().roster();
    const RosterUnit& ru = doc().editor().unit(ref);
    const GameSystem& sys = doc().system();
    const ArmyList& list = doc().list();
    const UnitSummary* us = nullptr;
    for (const auto& u : doc().verdict().summary.units)
        if (u.command == ref.command && u.index == ref.index) us = &u;
    // The player's own name for the unit ("Smålands"), shown in the roster and printed.
    auto unit_label = [this, &b, ref] {
        auto* label = edit_box(
            b.id(), "unit_label", [this, ref] { return doc().editor().unit(ref).label; },
            [ref](const std::string& text) {
                return Edit{Edit::Op::SetLabel, ref, -1, text};
            });
        label->SetHint(m_t("unit_label_hint"));
        b.labelled(m_t("name"), label);
    };
    if (!us || !us->unit.base) {
        b.heading(wx(ru.profile));
        b.text(m_t("unknown_profile", {{"profile", ru.profile}, {"list", list.name}}));
        unit_label();
    } else {
        const Profile& p = us->unit.effective();
        const TroopType* type = sys.troop_type(p.type);
        b.heading(wx(p.name));
        b.text(m_t(doc().counts_points() ? "unit_subtitle" : "unit_subtitle_units",
                   {{"type", type ? type->name : p.type},
                    {"code", p.type},
                    {"points", static_cast<std::int64_t>(us->unit.cost)},
                    {"place", ref.command < 0 ? m_t.messages().get("gui", "unassigned")
                                              : m_t.messages().get("gui", "command_number",
                                                                   {{"number", static_cast<std::int64_t>(ref.command + 1)}})}}),
               true);
        unit_label();

        // The alternative profiles of the unit's group; one the rules would refuse is marked and explained.
        const Group* group = list.group_of(ru.profile);
        if (group && group->profiles.size() > 1) {
            auto* choice =
                new wxChoice(this, b.id(), wxDefaultPosition, wxDefaultSize, 0, nullptr, 0, wxDefaultValidator, "profile");
            offer(choice, doc().unit_choices(ref).profiles,
                  [&](const Choice& c) -> std::optional<wxString> {
                      const Profile* alt = list.profile(c.id);
                      if (!alt) return std::nullopt;
                      return m_t(doc().counts_points() ? "profile_item" : "profile_item_units",
                                 {{"name", alt->name}, {"type", alt->type}, {"points", static_cast<std::int64_t>(alt->cost)}});
                  },
                  {});
            b.labelled(m_t("profile"), choice);
        }
    }

    // The options, right under the profile: what a tick changes (stats, traits, figures) is shown below,
    // so the boxes never move under the pointer. Enabled and explained by the core's availability query.
    const UnitChoices choices = doc().unit_choices(ref);
    if (!choices.options.empty()) b.section(m_t("options"));
    for (const Choice& c : choices.options) {
        const Option* o = list.option(c.id);
        const wxString name = o ? shown(o->name) : shown(c.id);
        // The cost of taking it, or of the one taken (what dropping it gives back).
        const int cost = c.taken ? -c.points : c.points;
        auto* box = new wxCheckBox(this, b.id(), name + (doc().counts_points() ? "  (" + cost_text(m_t, cost) + ")" : wxString()),
                                   wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, "option:" + c.id);
        box->SetValue(c.taken);
        wxString why = explain(c.causes);
        // One it carries but may not take stays enabled and red, so it can be dropped.
        if (c.taken && !c.allowed) box->SetForegroundColour(bad_colour());
        if (!c.taken && !c.allowed) box->Disable();
        if (o && !o->reading.empty()) why += (why.empty() ? "" : "\n") + wx(o->reading);
        if (!why.empty()) box->SetToolTip(why);
        // Ticked, the core's edits drop it; unticked, they take it.
        box->Bind(wxEVT_CHECKBOX, [this, edits = c.edits](wxCommandEvent&) { edit(edits); });
        b.add(box);
    }

    if (us && us->unit.base) {
        const Profile& p = us->unit.effective();

        auto* stats = new wxFlexGridSizer(static_cast<int>(sys.stats.size()), FromDIP(4), FromDIP(14));
        for (const auto& st : sys.stats) {
            auto* t = new wxStaticText(this, wxID_ANY, shown(st.heading()));
            t->SetFont(t->GetFont().Bold());
            t->SetToolTip(wx(st.name));
            stats->Add(t, 0, wxALIGN_CENTER_HORIZONTAL);
        }
        for (const auto& st : sys.stats)
            stats->Add(new wxStaticText(this, wxID_ANY, shown(p.stat(st.id))), 0, wxALIGN_CENTER_HORIZONTAL);
        b.add(stats);

        std::string traits;
        for (const auto& t : p.traits) traits += (traits.empty() ? "" : ", ") + trait_text(t, sys);
        if (!traits.empty()) b.text(m_t("traits", {{"traits", traits}}));
        for (const auto& uv : sys.unit_values)
            if (const auto v = unit_value(*us, uv)) b.text(wx(uv.name) + wxString::Format(" %d", *v));
        if (!us->unit.base->reading.empty()) b.text(wx(us->unit.base->reading), true);

        // The rules text the data gives for its troop type and characteristics, as the unit's card prints it.
        bool rules_shown = false;
        auto rule = [&](const wxString& name, const std::string& cited, const std::string& text, const wxString& id) {
            if (!rules_shown) b.section(m_t("unit_rules"));
            rules_shown = true;
            b.text(name + (cited.empty() ? wxString() : "  " + m_t("rule_cited", {{"rule", cited}})) + "\n" + wx(text))
                ->SetName(id);
        };
        if (const TroopType* tt = sys.troop_type(p.type); tt && !tt->text.empty()) rule(wx(tt->name), {}, tt->text, "rule_type");
        for (const auto& tr : p.traits)
            if (const Characteristic* c = sys.characteristic(tr.id); c && !c->text.empty())
                rule(wx(trait_text(tr, sys)), c->rule, c->text, wx("rule:" + tr.id));
    }

    // How many figures the unit has, where the system's rules count them; empty: not recorded.
    if (doc().records_figures()) {
        const auto rules = doc().figures_rules(ref);
        std::vector<int> values;
        for (const UnitRule* r : rules)
            for (int v : r->allowed_figures())
                if (std::find(values.begin(), values.end(), v) == values.end()) values.push_back(v);
        std::sort(values.begin(), values.end());
        wxArrayString choices;
        for (int v : values) choices.Add(wxString::Format("%d", v));
        auto* figures = new wxComboBox(this, b.id(), ru.figures ? wxString::Format("%d", *ru.figures) : wxString(),
                                       wxDefaultPosition, FromDIP(wxSize(110, -1)), choices, wxTE_PROCESS_ENTER);
        figures->SetToolTip(m_t("figures_tip"));
        // Typed text is taken on Enter, when the box loses the focus or before a command; a value picked from the list at once.
        auto commit = [this, ref, figures] {
            try {
                const std::string text = utf8(figures->GetValue().Strip(wxString::both));
                const auto recorded = doc().editor().unit(ref).figures;  // throws for a unit that is gone (an undo)
                std::optional<int> n;
                if (!text.empty()) {
                    int v = -1;
                    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
                    if (ec != std::errc() || end != text.data() + text.size() || v < 0 || v > 9999) {
                        // Back to what is recorded first, so that the box does not complain again when it loses the focus.
                        figures->ChangeValue(recorded ? wxString::Format("%d", *recorded) : wxString());
                        m_handlers.refused(m_t("figures_invalid", {{"text", text}}));
                        return;
                    }
                    n = v;
                }
                // Only a change is an edit (the box also loses the focus when the panel is rebuilt).
                if (n != recorded) edit({{Edit::Op::SetFigures, ref, -1, {}, n.value_or(0), n.has_value()}});
            } catch (const std::out_of_range&) {  // nothing to record
            }
        };
        figures->SetName("figures");
        figures->Bind(wxEVT_COMBOBOX, [commit](wxCommandEvent&) { commit(); });
        track_typing(figures, commit, [figures, recorded = ru.figures] {
            figures->ChangeValue(recorded ? wxString::Format("%d", *recorded) : wxString());
        });
        auto* row = new wxBoxSizer(wxHORIZONTAL);
        row->Add(new wxStaticText(this, wxID_ANY, m_t("figures")), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
        row->Add(figures, 0, wxALIGN_CENTER_VERTICAL);
        // Where the rules leave one count and none is recorded, offer it.
        if (!ru.figures && values.size() == 1) {
            auto* use = new wxButton(this, b.id(), m_t("figures_use", {{"count", static_cast<std::int64_t>(values.front())}}),
                                     wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
            use->Bind(wxEVT_BUTTON, [this, ref, v = values.front()](wxCommandEvent&) {
                edit({{Edit::Op::SetFigures, ref, -1, {}, v}});
            });
            row->Add(use, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, FromDIP(6));
        }
        b.add(row);
        if (rules.empty()) b.text(m_t("figures_no_rule"), true);
        for (const UnitRule* r : rules) {
            const int lo = r->figures_low(), hi = r->figures_high();
            auto* t = b.text(m_t("figures_rule", {{"reason", r->name},
                                                  {"min", static_cast<std::int64_t>(lo)},
                                                  {"max", static_cast<std::int64_t>(hi)},
                                                  {"exact", std::string(lo == hi ? "yes" : "no")},
                                                  {"step", static_cast<std::int64_t>(r->step)}}),
                             true);
            if (ru.figures && !r->allows_figures(*ru.figures)) t->SetForegroundColour(bad_colour());
        }
    }

    // The command's general: with this unit or not (the system says whether generals join units).
    if (doc().can_attach_general(ref)) {
        b.section(m_t("general"));
        auto* attach = new wxCheckBox(this, b.id(), m_t("general_attached"));
        attach->SetValue(ru.general);
        attach->SetToolTip(m_t("general_attached_tip"));
        attach->Bind(wxEVT_CHECKBOX, [this, ref](wxCommandEvent& e) {
            edit({{Edit::Op::AttachGeneral, ref, -1, {}, 0, e.IsChecked()}});
        });
        b.add(attach);
    }

    // The player's note on the unit (orders, deployment, what to remember), lines and all: printed under the
    // unit and exported with the army, recorded as the core's edit like the unit's name.
    b.section(m_t("unit_note"));
    auto* note = edit_box(
        b.id(), "unit_note", [this, ref] { return doc().editor().unit(ref).note; },
        [this, ref](const std::string& text) {
            return Edit{Edit::Op::SetUnitNote, ref, -1, text};
        },
        wxTE_MULTILINE);
    note->SetToolTip(m_t("unit_note_tip"));
    note->SetMinSize(wxSize(-1, FromDIP(72)));
    b.wide(note);

    b.section(m_t("unit_actions"));
    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* duplicate = new wxButton(this, b.id(), m_t("button_duplicate"));
    duplicate->Bind(wxEVT_BUTTON, [this, ref](wxCommandEvent&) { edit({{Edit::Op::DuplicateUnit, ref, -1, {}}}); });
    auto* remove = new wxButton(this, b.id(), m_t("button_remove"));
    remove->Bind(wxEVT_BUTTON, [this, ref](wxCommandEvent&) { edit({{Edit::Op::RemoveUnit, ref, -1, {}}}); });
    buttons->Add(duplicate, 0, wxRIGHT, FromDIP(6));
    buttons->Add(remove, 0);
    b.add(buttons);
    auto* move = new wxChoice(this, b.id());
    const int n = static_cast<int>(r.commands.size());
    for (int c = 0; c < n; ++c) move->Append(m_t("command_number", {{"number", static_cast<std::int64_t>(c + 1)}}));
    move->Append(m_t("unassigned"));
    move->SetSelection(ref.command < 0 ? n : ref.command);
    move->Bind(wxEVT_CHOICE, [this, ref, n](wxCommandEvent& e) {
        edit({{Edit::Op::MoveUnit, ref, e.GetSelection() < n ? e.GetSelection() : -1, {}}});
    });
    b.labelled(m_t("move_to"), move);
}

void DetailsPane::for_command(int command) {
    PanelBuilder b(this, FromDIP(8));
    const Command& cmd = doc().roster().commands[static_cast<std::size_t>(command)];
    const GameSystem& sys = doc().system();
    b.heading(m_t("command_number", {{"number", static_cast<std::int64_t>(command + 1)}}));
    for (const auto& c : doc().verdict().summary.commands) {
        if (c.index != command) continue;
        wxString values =
            m_t(doc().counts_points() ? "command_points" : "units_count",
                {{"points", static_cast<std::int64_t>(c.points)}, {"units", static_cast<std::int64_t>(cmd.units.size())}});
        for (const auto& d : sys.derived)
            if (auto it = c.values.find(d.id); it != c.values.end())
                values += "    " + wx(d.name) + wxString::Format(" %d", it->second);
        b.text(values, true);
    }

    auto* quality = new wxChoice(this, b.id());
    quality->SetName("general");
    quality->Append(m_t("choose_general"));
    quality->SetSelection(0);
    // "Choose a general" first (none), then the core's choices.
    offer(quality, doc().general_choices(command),
          [&](const Choice& c) -> std::optional<wxString> {
              const Quality* q = sys.quality(c.id);
              const std::string name = q ? q->name : c.id;
              return doc().counts_points()
                         ? m_t("quality_item", {{"name", name}, {"points", static_cast<std::int64_t>(q ? q->cost : 0)}})
                         : wx(name);
          },
          {{{Edit::Op::SetGeneral, {}, command, {}}}});
    b.labelled(m_t("general"), quality);
    if (const Quality* q = sys.quality(cmd.general.quality); q && !q->text.empty()) b.text(wx(q->text), true);
    // The general's own name, printed under his quality.
    auto* general_name = edit_box(
        b.id(), "general_name",
        [this, command] { return doc().roster().commands.at(static_cast<std::size_t>(command)).general.name; },
        [command](const std::string& text) {
            return Edit{Edit::Op::SetGeneralName, {}, command, text};
        });
    general_name->SetHint(m_t("general_name_hint"));
    b.labelled(m_t("general_name"), general_name);
    if (const auto attached = doc().attached_unit(command)) {
        // Which unit he has joined (changed on the unit: its General box or the roster's context menu).
        for (const auto& u : doc().verdict().summary.units)
            if (u.command == command && u.index == *attached)
                b.text(m_t("with_general") + ": " +
                       wx(u.unit.base ? u.unit.effective().name : cmd.units[static_cast<std::size_t>(*attached)].profile) +
                       (cmd.units[static_cast<std::size_t>(*attached)].label.empty()
                            ? wxString()
                            : wx("  ‘" + cmd.units[static_cast<std::size_t>(*attached)].label + "’")));
    }

    auto* c_in_c = new wxCheckBox(this, b.id(), m_t("c_in_c"));
    c_in_c->SetValue(cmd.general.c_in_c);
    // The mark moves by choosing another general, so a C-in-C's box cannot be cleared.
    if (cmd.general.c_in_c) {
        c_in_c->Disable();
        c_in_c->SetToolTip(m_t("c_in_c_move"));
    }
    c_in_c->Bind(wxEVT_CHECKBOX, [this, command](wxCommandEvent&) { edit({{Edit::Op::SetCInC, {}, command, {}}}); });
    b.add(c_in_c);

    auto* name = new wxTextCtrl(this, b.id(), wx(cmd.name), wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER,
                                wxDefaultValidator, "command_name");
    name->SetHint(m_t("command_name_hint"));
    track_typing(
        name,
        [this, command, name] {
            const std::string text = utf8(name->GetValue());
            if (!doc().has_roster() || command >= static_cast<int>(doc().roster().commands.size())) return;
            if (text != doc().roster().commands[static_cast<std::size_t>(command)].name)
                edit({{Edit::Op::SetCommandName, {}, command, text}});
        },
        [this, command, name] {
            if (command < static_cast<int>(doc().roster().commands.size()))
                name->ChangeValue(wx(doc().roster().commands[static_cast<std::size_t>(command)].name));
        });
    b.labelled(m_t("name"), name);

    auto* remove = new wxButton(this, b.id(), m_t("button_remove_command"));
    remove->SetToolTip(m_t("remove_command_tip"));
    remove->Bind(wxEVT_BUTTON, [this, command](wxCommandEvent&) { edit({{Edit::Op::RemoveCommand, {}, command, {}}}); });
    b.add(remove);
}

void DetailsPane::for_army() {
    PanelBuilder b(this, FromDIP(8));
    const Roster& r = doc().roster();
    const GameSystem& sys = doc().system();
    const ArmyList& list = doc().list();
    b.heading(m_t("army"));
    b.text(wx(list.name + " — " + sys.name), true);

    auto* name = edit_box(
        b.id(), "army_name", [this] { return doc().roster().name; },
        [](const std::string& text) {
            return Edit{Edit::Op::SetName, {}, -1, text};
        });
    b.labelled(m_t("name"), name);

    // Who brings the army: printed on the roster and shown in the organiser's report.
    auto* player = edit_box(
        b.id(), "army_player", [this] { return doc().roster().player; },
        [](const std::string& text) {
            return Edit{Edit::Op::SetPlayer, {}, -1, text};
        });
    b.labelled(m_t("player"), player);

    // A budget only where the system counts points; an army sized by units has none to set.
    if (sys.counts_points) {
        auto* budget = new wxSpinCtrl(this, b.id(), wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                      wxSP_ARROW_KEYS | wxTE_PROCESS_ENTER, 1, 100000, r.budget, "budget");
        budget->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent& e) {
            if (e.GetPosition() != doc().roster().budget) edit({{Edit::Op::SetBudget, {}, -1, {}, e.GetPosition()}}, "budget");
        });
        track_typing(
            budget,
            [this, budget] {
                if (doc().has_roster() && budget->GetValue() != doc().roster().budget)
                    edit({{Edit::Op::SetBudget, {}, -1, {}, budget->GetValue()}}, "budget");
            },
            [this, budget] { budget->SetValue(doc().roster().budget); });
        b.labelled(m_t("budget"), budget);
    } else {
        b.text(m_t("units_count", {{"units", static_cast<std::int64_t>(r.unit_count())}}), true);
    }

    // The year: none, or one of the list's period (wider only to keep a year already recorded), starting
    // at the period's first year; negative years are BC.
    const int first = std::min(list.from_year, r.year.value_or(list.from_year)),
              last = std::max(list.to_year, r.year.value_or(list.to_year));
    auto* fixed =
        new wxCheckBox(this, b.id(), m_t("set_year"), wxDefaultPosition, wxDefaultSize, 0, wxDefaultValidator, "year_fixed");
    fixed->SetValue(r.year.has_value());
    auto* year = new wxSpinCtrl(this, b.id(), wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                wxSP_ARROW_KEYS | wxTE_PROCESS_ENTER, first <= last ? first : -kYearLimit,
                                first <= last ? last : kYearLimit, r.year.value_or(list.from_year), "year");
    year->SetToolTip(m_t("year_tip"));
    year->Enable(r.year.has_value());
    auto set_year = [this](std::optional<int> wanted) {
        if (doc().has_roster() && wanted != doc().roster().year)
            edit({{Edit::Op::SetYear, {}, -1, {}, wanted.value_or(0), wanted.has_value()}}, "year");
    };
    fixed->Bind(wxEVT_CHECKBOX, [set_year, year](wxCommandEvent& e) {
        set_year(e.IsChecked() ? std::optional<int>(year->GetValue()) : std::nullopt);
    });
    year->Bind(wxEVT_SPINCTRL, [set_year](wxSpinEvent& e) { set_year(e.GetPosition()); });
    track_typing(
        year, [year, set_year] { set_year(year->GetValue()); },
        [this, year, from = list.from_year] { year->SetValue(doc().roster().year.value_or(from)); });
    auto* year_row = new wxBoxSizer(wxHORIZONTAL);
    year_row->Add(fixed, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    year_row->Add(year, 1, wxALIGN_CENTER_VERTICAL);
    b.labelled(m_t("year"), year_row);

    // Command Structure, purchases and optional rules: offered, refused and explained by the core's query.
    const ArmyChoices army = doc().army_choices();
    auto* sc =
        new wxChoice(this, b.id(), wxDefaultPosition, wxDefaultSize, 0, nullptr, 0, wxDefaultValidator, "command_structure");
    sc->Append(m_t("none"));
    sc->SetSelection(0);
    std::vector<Edits> levels = {{{Edit::Op::SetCommandStructure, {}, -1, {}}}};  // none first, then the core's choices
    wxString sc_why;
    for (const Choice& c : army.command_structures) {
        const CommandStructureLevel* level = sys.command_structure(c.id);
        if (!level) continue;
        const wxString item = m_t("sc_item", {{"name", level->name},
                                              {"range", static_cast<std::int64_t>(level->range)},
                                              {"points", static_cast<std::int64_t>(level->cost)}});
        // A level the rules refuse is not offered (unless the army has it, so it can be changed); the tooltip says why.
        if (!c.allowed && !c.taken) {
            sc_why += (sc_why.empty() ? "" : "\n\n") + item + ":\n" + explain(c.causes);
            continue;
        }
        sc->Append(c.allowed ? item : m_t("choice_refused", {{"item", utf8(item)}}));
        levels.push_back(c.edits);
        if (c.taken) sc->SetSelection(static_cast<int>(sc->GetCount()) - 1);
    }
    if (!sc_why.empty()) sc->SetToolTip(m_t("not_offered") + "\n" + sc_why);
    sc->Bind(wxEVT_CHOICE,
             [this, levels](wxCommandEvent& e) { edit(levels[static_cast<std::size_t>(std::max(0, e.GetSelection()))]); });
    if (army.command_structures.empty() && r.command_structure.empty()) sc->Destroy();  // the system has no levels to choose
    else b.labelled(m_t("command_structure"), sc);

    if (!army.purchases.empty()) b.section(m_t("purchases"));
    for (const Choice& c : army.purchases) {
        const Purchase* p = sys.purchase(c.id);
        if (!p) continue;
        const int n = c.count;
        // Up to what the rules allow: one more only when buying it raises no error (points aside).
        auto* spin =
            new wxSpinCtrl(this, b.id(), wxEmptyString, wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS | wxTE_PROCESS_ENTER, 0,
                           c.allowed ? std::max(p->max, n + 1) : n, n, "purchase:" + c.id);
        wxString tip = wx(p->text);
        if (!c.allowed) {
            tip += (tip.empty() ? "" : "\n\n") + m_t("no_more", {{"count", static_cast<std::int64_t>(n)}}) + "\n" +
                   explain(c.causes);
            spin->Enable(n > 0);  // still lets the player take back what the rules no longer allow
        }
        if (!tip.empty()) spin->SetToolTip(tip);
        spin->Bind(wxEVT_SPINCTRL, [this, id = c.id](wxSpinEvent& e) {
            if (e.GetPosition() != doc().roster().purchase(id))
                edit({{Edit::Op::SetPurchase, {}, -1, id, e.GetPosition()}}, "purchase:" + id);
        });
        track_typing(
            spin,
            [this, spin, id = c.id] {
                if (doc().has_roster() && spin->GetValue() != doc().roster().purchase(id))
                    edit({{Edit::Op::SetPurchase, {}, -1, id, spin->GetValue()}}, "purchase:" + id);
            },
            [this, spin, id = c.id] { spin->SetValue(doc().roster().purchase(id)); });
        auto* label =
            new wxStaticText(this, wxID_ANY, shown(p->name), wxDefaultPosition, wxDefaultSize, 0, "purchase_name:" + c.id);
        wxString cost = sys.counts_points ? cost_text(m_t, p->cost(n)) : wxString();
        if (p->free > 0 && sys.counts_points) cost += "  " + m_t("free_count", {{"free", static_cast<std::int64_t>(p->free)}});
        // What one more costs (the core's answer): a price that rises is seen before it is paid. Always a
        // second line, so the box does not move when the last one is bought.
        if (sys.counts_points)
            cost += "\n" + (c.allowed ? m_t("purchase_next", {{"cost", utf8(cost_text(m_t, c.points))}})
                                      : m_t("purchase_no_more", {{"count", static_cast<std::int64_t>(n)}}));
        auto* price = new wxStaticText(this, wxID_ANY, cost, wxDefaultPosition, wxDefaultSize, 0, "price:" + c.id);
        auto* box = new wxBoxSizer(wxHORIZONTAL);
        box->Add(spin, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(6));
        box->Add(price, 0, wxALIGN_CENTER_VERTICAL);
        // The name beside its box when the pane has room, else above it: never squeezed out of sight.
        const bool side_by_side = b.fits(label->GetBestSize().x + FromDIP(6) + box->CalcMin().x);
        auto* row = new wxBoxSizer(side_by_side ? wxHORIZONTAL : wxVERTICAL);
        row->Add(label, side_by_side ? 1 : 0, side_by_side ? (wxALIGN_CENTER_VERTICAL | wxRIGHT) : wxBOTTOM,
                 side_by_side ? FromDIP(6) : b.gap() / 2);
        row->Add(box);
        b.add(row);
    }

    if (!army.optional_rules.empty()) b.section(m_t("optional_rules"));
    for (const Choice& c : army.optional_rules) {
        const OptionalRule* rule = sys.optional_rule(c.id);
        auto* box = new wxCheckBox(this, b.id(), shown(rule ? rule->name : c.id), wxDefaultPosition, wxDefaultSize, 0,
                                   wxDefaultValidator, "rule:" + c.id);
        box->SetValue(c.taken);
        wxString tip = rule ? wx(rule->text) : wxString();
        if (!c.allowed && !c.taken) {
            box->Disable();
            tip += (tip.empty() ? "" : "\n\n") + explain(c.causes);
        }
        if (!tip.empty()) box->SetToolTip(tip);
        box->Bind(wxEVT_CHECKBOX, [this, edits = c.edits](wxCommandEvent&) { edit(edits); });
        b.add(box);
    }

    // The player's notes on the army, exported with it: the core's edit, as the name is.
    b.section(m_t("army_notes"));
    auto* notes = edit_box(
        b.id(), "army_notes", [this] { return doc().roster().notes; },
        [this](const std::string& text) {
            return Edit{Edit::Op::SetNotes, {}, -1, text};
        },
        wxTE_MULTILINE);
    notes->SetToolTip(m_t("army_notes_tip"));
    notes->SetMinSize(wxSize(-1, FromDIP(96)));
    b.wide(notes);
}

}  // namespace muster::gui
