// `@docshell/docs-mcp/testing`: for tests of a program that embeds the server, not for the program
// itself. The limits the tools enforce on what they read and return, to test right at the edges.
export {
  DEFAULT_RESULTS,
  MAX_FILE_BYTES,
  MAX_PATH_CHARS,
  MAX_QUERY_CHARS,
  MAX_RESULTS,
} from './constants.js';
