import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";

/** The password link of the newest .eml the server wrote to `to` (SMTP_URL unset in the e2e run). */
function invitationLink(to: string): string {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "mail");
  const mails = readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .map((file) =>
      readFileSync(join(dir, file), "latin1")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter((text) => text.includes(`To: ${to}`));
  const link = /https?:\/\/[^\s]+\/auth\/password\/reset\/confirm\?token=[\w-]+/.exec(
    mails.at(-1) ?? "",
  )?.[0];
  if (!link) throw new Error(`no invitation mail to ${to}`);
  return new URL(link).pathname + new URL(link).search;
}

export async function choosePassword(page: Page, to: string, password: string) {
  await page.goto(invitationLink(to));
  await page.getByRole("textbox", { name: "Nuova password", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "Conferma la nuova password" }).fill(password);
  await page.getByRole("button", { name: "Salva la nuova password" }).click();
  await expect(page.getByText(/La password è stata reimpostata/)).toBeVisible();
}

export async function signIn(page: Page, username: string, password: string) {
  await page.goto("/auth/customer/login");
  await page.getByLabel("Nome utente").fill(username);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Accedi" }).click();
}
