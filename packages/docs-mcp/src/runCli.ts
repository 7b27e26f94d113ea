import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { SERVER_NAME } from './constants.js';
import { createDocsMcpServer, DOCS_MCP_VERSION } from './createDocsMcpServer.js';
import { createSource } from './createSource.js';
import { isDocsError } from './errors.js';

const CLI_USAGE = `Usage: ${SERVER_NAME} <source>

Serves a docs site's llms.txt files and Markdown pages to MCP clients over stdio.
<source> is the site's URL (https://example.com) or a folder with its built files (./dist).

Options:
  -h, --help     show this help
  -v, --version  show the version`;

export type CliCommand =
  | { kind: 'serve'; source: string }
  | { kind: 'help' }
  | { kind: 'version' }
  | { kind: 'error'; message: string };

/** What the command line asks for (`argv` without node and the script). */
export function parseCliArgs(argv: readonly string[]): CliCommand {
  if (argv.some((arg) => arg === '-h' || arg === '--help')) return { kind: 'help' };
  if (argv.some((arg) => arg === '-v' || arg === '--version')) return { kind: 'version' };
  const unknown = argv.find((arg) => arg.startsWith('-'));
  if (unknown) return { kind: 'error', message: `Unknown option ${unknown}.` };
  if (argv.length === 0)
    return { kind: 'error', message: 'Give a source: a site URL or a folder.' };
  if (argv.length > 1) return { kind: 'error', message: 'Give one source only.' };
  return { kind: 'serve', source: argv[0]! };
}

/** The `docs-mcp` command: serves the source over stdio until stdin closes. */
export async function runCli(argv: readonly string[]): Promise<number> {
  const command = parseCliArgs(argv);
  if (command.kind === 'help') {
    console.log(CLI_USAGE);
    return 0;
  }
  if (command.kind === 'version') {
    console.log(DOCS_MCP_VERSION);
    return 0;
  }
  if (command.kind === 'error') {
    console.error(`[${SERVER_NAME}] ${command.message}\n\n${CLI_USAGE}`);
    return 2;
  }
  try {
    const source = createSource(command.source);
    const server = createDocsMcpServer(source);
    await server.connect(new StdioServerTransport());
    // stdout carries the protocol: everything else goes to stderr.
    console.error(`[${SERVER_NAME}] serving ${source.label} over stdio`);
    return 0;
  } catch (error) {
    console.error(isDocsError(error) ? error.message : error);
    return 1;
  }
}
