/** Heights reserved for the portal's frames, so the page does not jump when they load. */
export const FEDERATED_HEADER_HEIGHT = 56;
export const FEDERATED_FOOTER_HEIGHT = 160;
