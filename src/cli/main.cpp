// SPDX-License-Identifier: GPL-3.0-or-later
// `muster`: build, check, print and lint army lists from the command line.
#include <iostream>
#include <map>
#include <new>
#include <optional>

#include "cli/args.h"
#include "cli/context.h"
#include "cli/text.h"

using namespace muster;
using namespace muster::cli;

namespace {

using Command = int (*)(Context&, const std::vector<std::string>&);

const std::map<std::string, Command>& commands() {
    static const std::map<std::string, Command> table = {
        {"lists", cmd_lists},   {"show", cmd_show},   {"check", cmd_check}, {"lint", cmd_lint},
        {"new", cmd_new},       {"add", cmd_add},     {"set", cmd_set},     {"remove", cmd_remove},
        {"roster", cmd_roster}, {"cards", cmd_cards}, {"sheet", cmd_sheet}, {"export", cmd_export},
        {"import", cmd_import}, {"diff", cmd_diff},   {"fix", cmd_fix},     {"complete", cmd_complete},
    };
    return table;
}

/// An exception no command handled, told in the user's language once the messages are read; exit code 3.
int failed(const i18n::Messages* m) {
    try {
        throw;
    } catch (const std::bad_alloc&) {
        std::cerr << "muster: " << (m ? m->get("cli", "out_of_memory") : std::string("out of memory")) << '\n';
    } catch (const Failure& f) {
        if (m)
            std::cerr << terminal_safe((f.diagnostic().where.file.empty() ? "muster" : f.diagnostic().where.file) + ": " +
                                       m->text(f.diagnostic()))
                      << '\n';
        else std::cerr << "muster: " << terminal_safe(f.what()) << '\n';
    } catch (const std::exception& e) {
        // Not a problem of the input but a defect, said as such.
        std::cerr << "muster: "
                  << (m ? m->get("cli", "internal_error", {{"detail", std::string(e.what())}}) : std::string(e.what())) << '\n';
    } catch (...) {
        std::cerr << "muster: " << (m ? m->get("cli", "internal_error", {{"detail", std::string("?")}}) : std::string("?"))
                  << '\n';
    }
    return kUnreadable;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> rest;
    std::string data_option, lang;
    bool help = false;
    // Global options may stand anywhere; they are taken out before the subcommand sees its arguments.
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--data-dir" && i + 1 < argc) data_option = argv[++i];
        else if (a.rfind("--data-dir=", 0) == 0) data_option = a.substr(11);
        else if (a == "--lang" && i + 1 < argc) lang = argv[++i];
        else if (a.rfind("--lang=", 0) == 0) lang = a.substr(7);
        else if (a == "--help" || a == "-h") help = true;
        else rest.push_back(a);
    }
    std::optional<i18n::Messages> said;  // once read, failures are told in the user's language
    try {
        const auto data_dir = xml::find_data_dir(data_option, argv[0]);
        said.emplace(data_dir / "i18n", lang);
        const i18n::Messages& messages = *said;
        const bool wants_help = help || rest.empty() || rest[0] == "help";
        if (wants_help || !commands().count(rest[0])) {
            const std::string topic =
                rest.size() > 1 && rest[0] == "help" ? rest[1] : (!rest.empty() && rest[0] != "help" ? rest[0] : "");
            std::ostream& os = wants_help ? std::cout : std::cerr;
            if (!wants_help) os << "muster: " << messages.get("cli", "unknown_command", {{"command", rest[0]}}) << "\n\n";
            const std::string key = "help_" + (commands().count(topic) ? topic : std::string("main"));
            os << messages.get("cli", key.c_str()) << '\n';
            if (topic == "set") {
                Diagnostics ignored;
                print_set_purchases(xml::Library::load(data_dir, ignored, messages.locale()), messages, os);
            }
            return wants_help ? kLegal : kUsage;
        }
        Diagnostics problems;
        auto library = xml::Library::load(data_dir, problems, messages.locale());
        Context ctx{data_dir, std::move(library), std::move(problems), std::move(*said), std::cout, std::cerr};
        said.reset();
        const std::string name = rest[0];
        rest.erase(rest.begin());
        try {
            return commands().at(name)(ctx, rest);
        } catch (...) { return failed(&ctx.messages); }
    } catch (...) { return failed(said ? &*said : nullptr); }
}
