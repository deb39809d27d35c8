import { expect, type Page } from "@playwright/test";
import { awaitMailedText } from "./mail-support";

/** The password link of the newest e-mail the server wrote to `to`, as a path. */
async function invitationLink(to: string): Promise<string> {
  const link = await awaitMailedText(to, /(https?:\/\/\S+\/auth\/password\/reset\/confirm\?token=[\w-]+)/);
  return new URL(link).pathname + new URL(link).search;
}

export async function choosePassword(page: Page, to: string, password: string) {
  await page.goto(await invitationLink(to));
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
