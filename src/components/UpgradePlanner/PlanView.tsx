import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';

import { linkHref, type UpgradePlan } from '@site/src/lib/tools/upgradePlanner';
import { inlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';

/** The sections of a plan as ordered lists; empty sections say there is nothing to do. */
export default function PlanView({ plan }: { plan: UpgradePlan }): ReactNode {
  return (
    <ol className={styles.sections} data-testid="upgrade-plan">
      {plan.sections.map((section) => (
        <li key={section.id} className={styles.section} data-section={section.id}>
          <p className={styles.sectionTitle}>{section.title}</p>
          {section.items.length === 0 ? (
            <p className={styles.nothing}>Nothing changes here.</p>
          ) : (
            <ul className={styles.items}>
              {section.items.map((item, index) => (
                <li key={index}>
                  {inlineCode(item.text)}
                  {item.links && item.links.length > 0 && (
                    <>
                      {' '}
                      (
                      {item.links.map((link, linkIndex) => (
                        <span key={link.label}>
                          {linkIndex > 0 && ', '}
                          <Link to={linkHref(plan.to, link)}>{link.label}</Link>
                        </span>
                      ))}
                      )
                    </>
                  )}
                  {item.command && (
                    <pre className={styles.command}>
                      <code>{item.command}</code>
                    </pre>
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
