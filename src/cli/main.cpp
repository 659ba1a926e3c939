// SPDX-License-Identifier: GPL-3.0-or-later
// `muster`: build, check, print and lint army lists from the command line.
#include <iostream>
#include <map>

#include "cli/args.h"
#include "cli/context.h"

using namespace muster;
using namespace muster::cli;

namespace {

using Command = int (*)(Context&, const std::vector<std::string>&);

const std::map<std::string, Command>& commands() {
    static const std::map<std::string, Command> table = {
        {"lists", cmd_lists}, {"show", cmd_show}, {"check", cmd_check}, {"lint", cmd_lint},
        {"new", cmd_new},     {"add", cmd_add},   {"set", cmd_set},     {"remove", cmd_remove},
        {"roster", cmd_roster}, {"cards", cmd_cards}, {"sheet", cmd_sheet}, {"export", cmd_export},
    };
    return table;
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
    try {
        const auto data_dir = xml::find_data_dir(data_option, argv[0]);
        i18n::Messages messages(data_dir / "i18n", lang);
        const bool wants_help = help || rest.empty() || rest[0] == "help";
        if (wants_help || !commands().count(rest[0])) {
            const std::string topic = rest.size() > 1 && rest[0] == "help" ? rest[1] : (!rest.empty() && rest[0] != "help" ? rest[0] : "");
            std::ostream& os = wants_help ? std::cout : std::cerr;
            if (!wants_help) os << "muster: " << messages.get("cli", "unknown_command", {{"command", rest[0]}}) << "\n\n";
            const std::string key = "help_" + (commands().count(topic) ? topic : std::string("main"));
            os << messages.get("cli", key.c_str()) << '\n';
            return wants_help ? kLegal : kUsage;
        }
        Diagnostics problems;
        auto library = xml::Library::load(data_dir, problems, messages.locale());
        Context ctx{data_dir, std::move(library), std::move(problems), std::move(messages), std::cout, std::cerr};
        const std::string name = rest[0];
        rest.erase(rest.begin());
        return commands().at(name)(ctx, rest);
    } catch (const std::exception& e) {
        std::cerr << "muster: " << e.what() << '\n';
        return kUnreadable;
    }
}
