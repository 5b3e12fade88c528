/** What `npm run admin -- --help` prints. */
export const USAGE = `Playline admin: operator calls against a running server.

Usage:
  npm run admin -- notify <target> --title <text> [--body <text>] [--action <caption=link>]...
                          [--progress <0-100>] [--timeout <ms>]
  npm run admin -- groups --user <id> [--set <a,b,...> | --clear] [--add <group>]... [--remove <group>]...
  npm run admin -- bootstrap --login <login> --name <name> --email <address> --password <12+ characters>

Targets of notify (exactly one):
  --user <id>                    one player, by id
  --login <name> --site <id>     one player, by user name or email on the brand of that site
  --brand <site id>              every player of the brand of that site
  --group <name> --site <id>     a group of the brand of that site (e.g. vip)

Notification:
  --title, --body                the toast's words (the body may be empty)
  --action "Caption=/link"       a button (up to 3); the link is a path of the site
  --progress <0-100>             a progress bar
  --timeout <ms>                 how long the toast stays (0: until dismissed; default 5000)

groups prints a player's groups; --set replaces them, --clear empties them, --add and --remove change them.
bootstrap creates the first owner of the back office while no staff account exists (with the ADMIN_TOKEN).

Connection:
  --url <base>                   default http://localhost:$PORT (PORT defaults to 3000)
  --key <api key>                default $PLAYLINE_API_KEY: a key an owner created in the back office
  --token <token>                bootstrap only; default $ADMIN_TOKEN

Exit codes: 0 done, 1 the server refused or could not be reached, 2 a usage error.
`;
