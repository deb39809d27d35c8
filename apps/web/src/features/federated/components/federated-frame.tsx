import { type RefObject, useEffect } from "react";
import { useNavigate } from "react-router";
import { pathTo } from "../../../app/paths";
import { clearCachedData } from "../../../lib/cached-data";
import { getToken, setToken } from "../../../lib/token-store";
import { markExternalLogin } from "../external-login";
import {
  federatedAction,
  parseFederatedMessage,
  SIGN_OUT_REDIRECT_DELAY_MS,
  trustedOrigin,
} from "../federated-messages";

interface FederatedFrameProps {
  url: string;
  title: string;
  height: number;
  frameRef?: RefObject<HTMLIFrameElement | null>;
  /** Below the fold (the footer): let the browser fetch it when it comes near. */
  lazy?: boolean;
}

/** The publisher's portal header or footer, embedded as configured (spec §3). */
export function FederatedFrame({ url, title, height, frameRef, lazy = false }: FederatedFrameProps) {
  return (
    <iframe
      ref={frameRef}
      src={url}
      title={title}
      height={height}
      width="100%"
      loading={lazy ? "lazy" : "eager"}
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ display: "block", border: 0, width: "100%", height }}
    />
  );
}

/**
 * Listens to the header frame's messages (spec §4), accepting only those posted by that frame
 * from the configured origin. Sign-out goes through the app's logout (passed in by the layout,
 * since features do not import each other).
 */
export function useFederatedMessages(
  headerUrl: string | null,
  frameRef: RefObject<HTMLIFrameElement | null>,
  logout: () => Promise<void>,
): void {
  const navigate = useNavigate();

  useEffect(() => {
    const origin = headerUrl ? trustedOrigin(headerUrl) : null;
    if (!origin) return;
    let timer: number | undefined;

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      // Only the header frame itself, not another page of the same origin in some other window.
      if (!frameRef.current?.contentWindow || event.source !== frameRef.current.contentWindow) return;
      const message = parseFederatedMessage(event.data);
      if (!message) return;
      const action = federatedAction(message, getToken());
      if (action.kind === "sign-in") {
        clearCachedData();
        setToken(action.ticket, false);
        markExternalLogin();
        void navigate(pathTo("customer-home"));
      } else if (action.kind === "sign-out") {
        void logout().finally(() => {
          timer = window.setTimeout(
            () => void navigate(pathTo("landing-homepage")),
            SIGN_OUT_REDIRECT_DELAY_MS,
          );
        });
      }
    };
    window.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      window.clearTimeout(timer);
    };
  }, [headerUrl, frameRef, logout, navigate]);
}
