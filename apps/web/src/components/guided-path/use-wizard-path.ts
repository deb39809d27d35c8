import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { formatWizardPath, parseWizardPath, WIZARD_PATH_PARAM } from "./wizard-path";

/** Set on the entry an answer creates: "back" can then pop it instead of stacking another. */
interface WizardLocationState {
  wizardParent?: string;
}

/**
 * The answers given, kept in the URL (`?path=12,15,19`) so back/forward and reload work;
 * `hrefFor` is the screen's address for a path.
 */
export function useWizardPath(hrefFor: (path: readonly number[]) => string) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(WIZARD_PATH_PARAM);
  const path = parseWizardPath(raw);
  /** Drops the part of the path that does not lead anywhere (stale or edited URL). */
  const truncate = useCallback(
    (length: number) => void navigate(hrefFor(parseWizardPath(raw).slice(0, length)), { replace: true }),
    [navigate, raw, hrefFor],
  );

  return {
    path,
    choose: (id: number) => {
      const state: WizardLocationState = { wizardParent: formatWizardPath(path) };
      void navigate(hrefFor([...path, id]), { state });
    },
    back: () => {
      const parent = path.slice(0, -1);
      const state = location.state as WizardLocationState | null;
      // Straight after an answer, going back is the browser's back: no extra history entry.
      if (state?.wizardParent === formatWizardPath(parent)) void navigate(-1);
      else void navigate(hrefFor(parent));
    },
    truncate,
  };
}
