/** A person as messages name them: first and last name, or the username when both are empty. */
export const displayName = (user: { first_name: string; last_name: string; username: string }) =>
  [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username;
