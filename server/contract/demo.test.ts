// @vitest-environment jsdom
// (jsdom: the demo API runs in a page; its product writes sanitise rich text with the DOM.)
// The contract suite against the demo API's handlers (msw), as the app uses them.
import { demoBackend } from './backends';
import { contractSuite } from './suite';
import { appsContractSuite } from './suite-apps';
import { formsResetContractSuite } from './suite-forms-reset';
import { mailKanbanCalendarContractSuite } from './suite-mail-kanban-calendar';
import { overviewPagesContractSuite } from './suite-overview-pages';
import { privacyContractSuite } from './suite-privacy';
import { sharingContractSuite } from './suite-sharing';
import { teamContractSuite } from './suite-team';

contractSuite(demoBackend);
appsContractSuite(demoBackend);
mailKanbanCalendarContractSuite(demoBackend);
overviewPagesContractSuite(demoBackend);
privacyContractSuite(demoBackend);
teamContractSuite(demoBackend);
sharingContractSuite(demoBackend);
formsResetContractSuite(demoBackend);
