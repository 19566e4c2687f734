/** A vendor did not answer: the job retries; after the last attempt its reason names the vendor. */
export class VendorStepError extends Error {
  constructor(
    readonly vendor: string,
    cause: unknown,
  ) {
    super(`The ${vendor} did not answer`, { cause });
    this.name = 'VendorStepError';
  }
}

/** Runs one vendor call, naming the vendor when it fails. */
export const callVendor = async <T>(vendor: string, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw new VendorStepError(vendor, error);
  }
};

/** The audit reason when a job's last attempt failed. */
export const exhaustedReason = (what: string, attempts: number) => (error: unknown) =>
  error instanceof VendorStepError
    ? `The ${error.vendor} did not answer after ${attempts} attempts`
    : `${what} failed after ${attempts} attempts`;
