import type { Me } from "@app/contracts";
import { mustEnrolInMfa } from "../../platform/auth/access";
import type { AuthContext } from "../../platform/auth/session.service";

export function toMe(auth: AuthContext, editorMfaRequired: boolean): Me {
  const { user } = auth;
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    email: user.email,
    is_customer: user.is_customer,
    is_editor: user.is_editor,
    is_demo: user.is_demo,
    crmid: user.crmid,
    mfa_enabled: user.mfa_enabled,
    mfa_enrolment_required: mustEnrolInMfa(auth, editorMfaRequired),
  };
}
