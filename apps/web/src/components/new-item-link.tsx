import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A list screen's "New …" action: a link styled as the primary button, to the create route. */
export function NewItemLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} leftSection={<IconPlus size={18} aria-hidden />}>
      {children}
    </Button>
  );
}
