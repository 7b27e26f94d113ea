import type { TocHeading } from '@docshell/docs-nav';
import { hasReleaseNotes, productVersions } from '../versions';
import { VERSION_NOTES } from './versionNotes';
import { ScrollRegion } from '../mdx/ScrollRegion';
import { REPOSITORY_URL } from '../siteConfig';

export const frontmatter = {
  title: 'Versions',
  description:
    'Every released version of each product of the family, with links to the documentation of older majors.',
};

const SECTIONS = {
  released: { id: 'released-versions', text: 'Released versions', level: 2 },
  strategy: { id: 'versioning-strategy', text: 'Versioning strategy', level: 2 },
  notBreaking: { id: 'not-breaking', text: 'What is not a breaking change', level: 2 },
  frequency: { id: 'release-frequency', text: 'Release frequency', level: 2 },
  support: { id: 'support', text: 'Long-term support', level: 2 },
} as const satisfies Record<string, TocHeading>;

const productHeadingId = (productId: string) => `versions-${productId}`;

/** The page's table of contents; the page renders its headings from the same entries. */
export const headings: TocHeading[] = [
  SECTIONS.released,
  ...productVersions.map((product) => ({
    id: productHeadingId(product.productId),
    text: product.name,
    level: 3,
  })),
  SECTIONS.strategy,
  SECTIONS.notBreaking,
  SECTIONS.frequency,
  SECTIONS.support,
];

function SectionHeading({ section }: { section: TocHeading }) {
  return <h2 id={section.id}>{section.text}</h2>;
}

export default function VersionsPage() {
  return (
    <>
      <h1 id="versions">Versions</h1>
      <p>
        These docs describe the current release of each product. Older major versions keep their own
        documentation sites, linked below, so that a project that cannot upgrade yet still reads
        docs that match the code it runs.
      </p>
      <SectionHeading section={SECTIONS.released} />
      {productVersions.map((product) => (
        <section key={product.productId} aria-labelledby={productHeadingId(product.productId)}>
          <h3 id={productHeadingId(product.productId)}>{product.name}</h3>
          {VERSION_NOTES[product.productId] ? <p>{VERSION_NOTES[product.productId]}</p> : null}
          <ScrollRegion label={`${product.name} versions`}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Documentation</th>
                  <th scope="col">Release notes</th>
                </tr>
              </thead>
              <tbody>
                {product.versions.map((version) => (
                  <tr key={version.text}>
                    <td>
                      {version.text}
                      {version.current ? <span aria-label="current version"> ✓</span> : null}
                    </td>
                    <td>
                      {version.href ? (
                        <a href={version.href} rel="nofollow">
                          Documentation
                        </a>
                      ) : (
                        'You are reading it'
                      )}
                    </td>
                    <td>
                      {hasReleaseNotes(version.text) ? (
                        <a href={`${REPOSITORY_URL}/releases/tag/${version.text}`} rel="nofollow">
                          Release notes
                        </a>
                      ) : (
                        'Pre-release'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      ))}
      <SectionHeading section={SECTIONS.strategy} />
      <p>
        Every package follows semantic versioning. A major version may change an API in a way that
        needs work from you; minor versions add features and fixes without breaking what you wrote;
        patch versions only fix bugs. Each major comes with a migration guide that lists every
        breaking change and, where possible, a codemod that rewrites your code for you.
      </p>
      <SectionHeading section={SECTIONS.notBreaking} />
      <ul>
        <li>
          Changes to the generated class names or the DOM structure that are not documented as API.
        </li>
        <li>
          Visual adjustments that follow the design specification, such as a corrected colour or
          spacing.
        </li>
        <li>New props, new components and new theme keys.</li>
        <li>
          Deprecations: a deprecated API keeps working until the next major and warns in
          development.
        </li>
      </ul>
      <SectionHeading section={SECTIONS.frequency} />
      <p>
        Patch and minor releases ship about every week. A new major version ships about once a year,
        after a period of alpha and beta releases in which the breaking changes are tried in the
        open.
      </p>
      <SectionHeading section={SECTIONS.support} />
      <p>
        The previous major version receives security fixes and fixes for critical bugs for at least
        a year after the next major ships. Older majors keep their documentation online but receive
        no further releases.
      </p>
    </>
  );
}
