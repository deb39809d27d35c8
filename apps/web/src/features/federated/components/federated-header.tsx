import { useRef } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { FEDERATED_FOOTER_HEIGHT, FEDERATED_HEADER_HEIGHT } from "../frame-sizes";
import { FederatedFrame, useFederatedMessages } from "./federated-frame";

/** Spec §3, §4: the portal header above our navbar, and the messages it sends. */
export function FederatedHeader({ url, logout }: { url: string; logout: () => Promise<void> }) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  useFederatedMessages(url, frameRef, logout);
  return (
    <FederatedFrame
      url={url}
      title={t("federated.header")}
      height={FEDERATED_HEADER_HEIGHT}
      frameRef={frameRef}
    />
  );
}

/** Spec §3: the portal footer under ours. */
export function FederatedFooter({ url }: { url: string }) {
  const { t } = useTranslation();
  return <FederatedFrame url={url} title={t("federated.footer")} height={FEDERATED_FOOTER_HEIGHT} lazy />;
}
