export { NOT_ALLOWED_MESSAGE, copyText } from './copyText';
