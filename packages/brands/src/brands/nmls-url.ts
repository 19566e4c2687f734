/** The NMLS Consumer Access page of a company, the link the footer puts on the licence number. */
export const nmlsConsumerAccessUrl = (nmlsNumber: string): string =>
  `https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/${nmlsNumber}`;
