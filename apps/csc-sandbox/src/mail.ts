// The OTP's e-mail, through the app's mail settings (SMTP_URL). Unset, the OTP is only logged.
import nodemailer from "nodemailer";

export interface OtpMessage {
  to: string;
  subject: string;
  text: string;
}

export interface OtpMailer {
  send(message: OtpMessage): Promise<void>;
  close(): void;
}

/** Real SMTP when a URL is given (STARTTLS whenever the peer offers it), else nothing is sent. */
export function createOtpMailer(smtpUrl: string | null, from: string): OtpMailer {
  if (!smtpUrl) return { send: async () => {}, close: () => {} };
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** The OTP e-mail's text: Italian first, English second, as the product writes. */
export function otpMessage(to: string, displayName: string, otp: string, minutes: number): OtpMessage {
  return {
    to,
    subject: "Codice OTP per la firma (CSC Sandbox — solo prova)",
    text: [
      `Gentile ${displayName},`,
      "",
      `il codice per autorizzare la firma è ${otp}. Vale ${minutes} minuti e una sola volta.`,
      "È un ambiente di prova: la firma non ha alcun valore legale.",
      "",
      `Your signing code is ${otp}, valid for ${minutes} minutes, once. Test environment only.`,
    ].join("\n"),
  };
}
