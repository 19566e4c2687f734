/** A vendor did not answer (timeout, outage): the job retries, then sends the application to an error status. */
export class VendorUnavailableError extends Error {
  constructor(readonly vendor: string) {
    super(`${vendor} is unavailable`);
    this.name = 'VendorUnavailableError';
  }
}
