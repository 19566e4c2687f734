// The leave-survey (spec 03 section 4): asked on logout from four application pages. The header wires it to Logout.
export { useLeaveSurvey, resetLeaveSurvey, disableLeaveSurvey } from './use-leave-survey.tsx';
