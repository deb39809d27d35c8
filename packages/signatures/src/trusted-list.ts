import { Parser } from "htmlparser2";

/** The service type of a certification authority issuing qualified certificates (TS 119 612 §5.5.1). */
export const CA_QC = "http://uri.etsi.org/TrstSvc/Svctype/CA/QC";

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * The certificates of an ETSI TS 119 612 trusted list (as AgID publishes Italy's) whose service
 * is a CA/QC: the authorities a qualified signature must chain to. Base64 DER, as the list
 * writes them; the current and the historical ones alike, since a signature is judged at the
 * time it was made.
 */
export function trustedListCertificates(xml: string): string[] {
  const found: string[] = [];
  const open: string[] = [];
  let serviceType = "";
  let serviceCertificates: string[] = [];
  let text = "";
  const parser = new Parser(
    {
      onopentag(name) {
        const local = localName(name);
        open.push(local);
        if (local === "TSPService") {
          serviceType = "";
          serviceCertificates = [];
        }
        text = "";
      },
      ontext(chunk) {
        text += chunk;
      },
      onclosetag(name) {
        const local = localName(name);
        open.pop();
        // The service's own type, not one of its history entries'.
        if (local === "ServiceTypeIdentifier" && open.at(-1) === "ServiceInformation")
          serviceType = text.trim();
        if (local === "X509Certificate") serviceCertificates.push(text.replace(/\s+/g, ""));
        if (local === "TSPService" && serviceType === CA_QC) found.push(...serviceCertificates);
        text = "";
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return found;
}
