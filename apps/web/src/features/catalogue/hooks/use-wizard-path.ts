import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { pathTo } from "../../../app/paths";
import { formatWizardPath, parseWizardPath, WIZARD_PATH_PARAM } from "../wizard-path";

/** Set on the entry an answer creates: "back" can then pop it instead of stacking another. */
interface WizardLocationState {
  wizardParent?: string;
}

export function wizardHref(path: readonly number[]): string {
  return pathTo("customer-agreement-wizard-list", {}, { [WIZARD_PATH_PARAM]: formatWizardPath(path) });
}

/** The answers given, kept in the URL (`?path=12,15,19`) so back/forward and reload work. */
export function useWizardPath() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(WIZARD_PATH_PARAM);
  const path = parseWizardPath(raw);
  /** Drops the part of the path that does not lead anywhere (stale or edited URL). */
  const truncate = useCallback(
    (length: number) => void navigate(wizardHref(parseWizardPath(raw).slice(0, length)), { replace: true }),
    [navigate, raw],
  );

  return {
    path,
    choose: (id: number) => {
      const state: WizardLocationState = { wizardParent: formatWizardPath(path) };
      void navigate(wizardHref([...path, id]), { state });
    },
    back: () => {
      const parent = path.slice(0, -1);
      const state = location.state as WizardLocationState | null;
      // Straight after an answer, going back is the browser's back: no extra history entry.
      if (state?.wizardParent === formatWizardPath(parent)) void navigate(-1);
      else void navigate(wizardHref(parent));
    },
    truncate,
  };
}
