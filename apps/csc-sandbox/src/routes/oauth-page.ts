// The sign-in page of oauth2/authorize: a small, accessible HTML form, Italian first.

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The page may not be framed (a sign-in form), loads nothing, runs no script. */
export const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
};

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1b1f24; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px;
    box-shadow: 0 1px 4px rgb(0 0 0 / 15%); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  .prova { background: #fff4d6; border-left: 4px solid #b07d00; padding: .5rem .75rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: .5rem; margin-top: .25rem;
    border: 1px solid #5c6670; border-radius: 4px; }
  input:focus, button:focus { outline: 3px solid #1c4e80; outline-offset: 2px; }
  [role=alert] { color: #a4161a; font-weight: 600; }
  .azioni { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .5rem 1rem; border-radius: 4px; border: 1px solid #1c4e80; cursor: pointer; }
  button[value=allow] { background: #1c4e80; color: #fff; }
  button[value=deny] { background: #fff; color: #1c4e80; }
  .en { color: #4a535c; font-size: .9rem; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — CSC Sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

export interface SignInPage {
  /** The authorization request, carried to the form's POST unchanged. */
  hidden: Record<string, string>;
  clientId: string;
  scope: "service" | "credential";
  credentialID?: string;
  numSignatures?: number;
  username?: string;
  error?: string | null;
}

function field(id: string, label: string, attributes: string, error: boolean): string {
  const described = error ? ' aria-describedby="errore" aria-invalid="true"' : "";
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${id}" required ${attributes}${described}>`;
}

export function signInPage(view: SignInPage): string {
  const hidden = Object.entries(view.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  const credential = view.scope === "credential";
  const purpose = credential
    ? `<p>L'applicazione <strong>${escapeHtml(view.clientId)}</strong> chiede di firmare con la credenziale
<strong>${escapeHtml(view.credentialID ?? "")}</strong> (${view.numSignatures ?? 1} firma/e).</p>
<p class="en" lang="en">The application asks to sign with this credential: sign in and enter the PIN.</p>`
    : `<p>L'applicazione <strong>${escapeHtml(view.clientId)}</strong> chiede di accedere alle tue firme remote.</p>
<p class="en" lang="en">The application asks to use your remote signatures: sign in to allow it.</p>`;
  const error = Boolean(view.error);
  return page(
    credential ? "Autorizza la firma" : "Accedi",
    `<h1>${credential ? "Autorizza la firma" : "Accedi alla CSC Sandbox"}</h1>
<p class="prova">Ambiente di prova: le firme non hanno alcun valore legale.
<span lang="en">Test environment: signatures have no legal value.</span></p>
${purpose}
${view.error ? `<p role="alert" id="errore">${escapeHtml(view.error)}</p>` : ""}
<form method="post" action="authorize">
${hidden}
${field("username", "Nome utente", `type="text" autocomplete="username" autocapitalize="none" value="${escapeHtml(view.username ?? "")}"`, error)}
${field("password", "Password", 'type="password" autocomplete="current-password"', error)}
${credential ? field("pin", "PIN di firma", 'type="password" inputmode="numeric" autocomplete="off" pattern="[0-9]*"', error) : ""}
<div class="azioni">
<button type="submit" name="action" value="allow">${credential ? "Autorizza" : "Accedi"}</button>
<button type="submit" name="action" value="deny" formnovalidate>Annulla</button>
</div>
</form>`,
  );
}

/** When the request cannot go back to the client (unknown client, unregistered redirect_uri). */
export function errorPage(message: string): string {
  return page(
    "Richiesta non valida",
    `<h1>Richiesta non valida</h1>
<p role="alert">${escapeHtml(message)}</p>
<p class="en" lang="en">The authorization request is invalid; go back to the application.</p>`,
  );
}
