import { Anchor, type AnchorProps, VisuallyHidden } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "../lib/use-translation";

/** A link to another site (shop, appointment page...): new tab, no opener, announced as such. */
export function ExternalLink({
  href,
  children,
  ...props
}: AnchorProps & { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children} <IconExternalLink size={12} aria-hidden />
      <VisuallyHidden>{t("common.opensInNewTab")}</VisuallyHidden>
    </Anchor>
  );
}
