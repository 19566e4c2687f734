/**
 * What the street box says about its suggestions ("Searching for addresses…", "No matching addresses…"), read
 * by screen readers as it changes. It always holds one line, empty or not, and the plain box shown before the
 * combobox loads has it too: text arriving late, or the combobox replacing the plain box, moves nothing below
 * (a choice the applicant is clicking must not slide away between press and release).
 */
export const AddressStatusLine = ({ text }: { text: string }) => (
  <p className="text-field__description reg-combobox__status" role="status">
    {text}
  </p>
);
