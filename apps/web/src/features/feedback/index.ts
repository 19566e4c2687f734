// Feedback to the CEO (spec 02 sections 2, 5 and 6): the link and its modal. The shell's footer mounts it.
export { CeoFeedbackButton } from './components/ceo-feedback-button.tsx';
