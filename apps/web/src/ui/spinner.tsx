import './spinner.css';

/** A decorative spinner; the surrounding control says in words that something is happening. */
export const Spinner = () => <span className="spinner" aria-hidden="true" />;
