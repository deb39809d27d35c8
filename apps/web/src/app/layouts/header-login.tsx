import type { ComponentProps } from "react";
import { LoginPopover } from "../../features/auth/components/login-popover";
import { QueryProvider } from "../../lib/query-provider";

/** The navbar login dropdown with the query client its form and links use (loaded on demand). */
export function HeaderLogin(props: ComponentProps<typeof LoginPopover>) {
  return (
    <QueryProvider>
      <LoginPopover {...props} />
    </QueryProvider>
  );
}
