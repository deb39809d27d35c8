// The address book's public surface: its routes (issue 15).
export { addressBookRoutes } from "./address-book.routes";
