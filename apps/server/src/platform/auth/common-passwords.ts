/** How many of the ranked list's most used passwords are refused (issue 35). */
export const COMMON_PASSWORD_COUNT = 10_000;

// Italian favourites and a few more, beside the ranked list below: an account protected by one of
// these is guessed in the first minutes of an attack.
const FAVOURITES =
  `123456 123456789 12345678 1234567890 12345 1234567 password password1 password123 passw0rd qwerty qwerty123
  qwertyuiop 111111 000000 123123 abc123 1q2w3e4r 1qaz2wsx zaq12wsx iloveyou admin admin123 administrator welcome
  welcome1 letmein monkey dragon master sunshine princess football baseball shadow superman michael trustno1
  whatever starwars 654321 987654321 666666 121212 112233 123321 987654 555555 7777777 88888888 11111111
  00000000 12341234 asdfghjk asdfgh asdf1234 zxcvbnm zxcvbnm1 q1w2e3r4 q1w2e3r4t5 1q2w3e4r5t changeme
  changeme1 secret secret123 login test1234 testtest test123 guest computer internet freedom flower hello123
  hunter2 jordan23 liverpool chelsea arsenal juventus inter milan napoli roma lazio forzamilan forzainter
  forzajuve ciao ciao1234 ciaociao amore amore123 password1234 passwort motdepasse contraseña cambiami
  cambiami1 cambiare accesso accedi entrare benvenuto benvenuto1 ferrari ferrari1 italia italia1 italia2026
  qwerty12 qwerty1234 abcd1234 abcdefgh abcdef123 aa123456 a1b2c3d4 1234qwer 123qweasd qweasdzxc 147258369
  159753 159357 789456123 123654789 demo-password-2026 demo12345 demopassword`.split(/\s+/);

let loaded: Promise<ReadonlySet<string>> | null = null;

/**
 * The 10,000 most used passwords of public breach lists, as zxcvbn ranks them (shipped in
 * `@zxcvbn-ts/language-common`: no network), lower-cased, with the favourites. Read at the first
 * password chosen, not at start: the package holds zxcvbn's whole dictionary, megabytes of the
 * main thread's heap that only a password change or reset needs (DESIGN §11, memory).
 */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loaded ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) =>
      new Set([
        ...dictionary["passwords-common"]
          .slice(0, COMMON_PASSWORD_COUNT)
          .map((password) => String(password).toLowerCase()),
        ...FAVOURITES,
      ]),
  );
  return loaded;
}
