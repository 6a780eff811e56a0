import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0–2.2 A and AA, plus axe's best practices (which report as moderate or minor). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface Finding {
  /** Where the scan ran, e.g. 'desktop, logged in: /cart (remove dialog)'. */
  where: string;
  rule: string;
  impact: Impact;
  help: string;
  /** CSS selectors of the offending elements. */
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now (optionally only inside `include`).
 *
 * With `axe.run` in the page itself (AxeBuilder's legacy mode): its default runs each frame
 * apart and merges the results in a blank page it opens for every scan, for pages with frames
 * from other origins, which the app has none of. Only violations are collected: the details of
 * every passing check, which nothing reads, were most of the rest. Together a scan went from
 * about 2.6 to 0.8 s (52 scans on the desktop, 137 → 44 s); 'the scanner' in a11y.e2e.ts checks
 * that it still finds what it should.
 */
export async function scan(page: Page, where: string, include?: string): Promise<Finding[]> {
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: (violation.impact ?? 'minor') as Impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

export function isSevere(finding: Finding): boolean {
  return finding.impact === 'serious' || finding.impact === 'critical';
}

/** One line per finding, readable in a failed assertion. */
export function describeFindings(findings: readonly Finding[]): string[] {
  return findings.map(
    (finding) =>
      `${finding.impact} ${finding.rule} at ${finding.where}: ${finding.help} [${finding.targets
        .slice(0, 3)
        .join(' | ')}]`,
  );
}
