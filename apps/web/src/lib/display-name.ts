import type { Me } from "@app/contracts";

/** Spec §2: the full name, else the username, else the e-mail. */
export function displayName(user: Pick<Me, "first_name" | "last_name" | "username" | "email">): string {
  const fullName = [user.first_name, user.last_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
  return fullName || user.username.trim() || user.email.trim();
}
