// The tenants the repeating-party journey chooses from the address book (issue 32).

export const TENANTS = [
  { nome: "Anna", cognome: "Bianchi", codice_fiscale: "BNCNNA80A41H501R" },
  { nome: "Luca", cognome: "Verdi", codice_fiscale: "VRDLCU75C12F205W" },
];
