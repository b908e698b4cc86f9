// Breadcrumbs above every dashboard screen, derived from the path.
import { Breadcrumb } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { breadcrumbTrail } from '../breadcrumb-trail';

export function DashboardBreadcrumbs() {
  const { t } = useTranslation('common');
  const { t: td } = useTranslation('dashboard');
  const pathname = useLocation({ select: (l) => l.pathname });
  const trail = breadcrumbTrail(pathname);
  if (trail.length < 2) return null;
  return (
    <Breadcrumb.Root size="sm" mb={4} aria-label={td('breadcrumbs')}>
      <Breadcrumb.List flexWrap="wrap">
        {trail.map((crumb, i) => (
          <Fragment key={`${crumb.title}-${i}`}>
            {i > 0 ? <Breadcrumb.Separator /> : null}
            <Breadcrumb.Item>
              {crumb.path && i < trail.length - 1 ? (
                <Breadcrumb.Link asChild>
                  <Link to={crumb.path}>{t(`routes.${crumb.title}`)}</Link>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{t(`routes.${crumb.title}`)}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
