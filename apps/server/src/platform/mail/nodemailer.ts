// nodemailer is loaded at the first e-mail or PEC, not at the server's start: it is ~5 MB of the
// main thread's heap (its MIME composer ~4 MB of them), idle until a background job or a PEC call
// needs it (DESIGN §11, memory).

export async function loadNodemailer() {
  return (await import("nodemailer")).default;
}

export async function loadMailComposer() {
  return (await import("nodemailer/lib/mail-composer")).default;
}
