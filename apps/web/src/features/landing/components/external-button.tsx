import { Button, type ButtonProps, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation";

/** A button-looking link to another site (shop, appointment page): new tab, no opener, announced. */
export function ExternalButton({
  href,
  children,
  ...props
}: ButtonProps & { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      rightSection={<IconExternalLink size={16} aria-hidden />}
      {...props}
    >
      {children}
      <VisuallyHidden>{` ${t("common.opensInNewTab")}`}</VisuallyHidden>
    </Button>
  );
}
