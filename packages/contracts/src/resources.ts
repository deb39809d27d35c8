import {
  addressBookContactDetailSchema,
  addressBookContactSchema,
  addressBookCreateBodySchema,
  addressBookUpdateBodySchema,
} from "./address-book";
import {
  agreementCreateBodySchema,
  agreementDetailSchema,
  agreementSetStatusBodySchema,
  agreementSummarySchema,
  agreementUpdateBodySchema,
  favouriteCountSchema,
  favouriteCreateBodySchema,
  favouriteSchema,
} from "./agreement";
import { auditEventSchema, auditListResponseSchema } from "./audit";
import {
  calculatorListItemSchema,
  editorTemplateCalculatorSchema,
  templateCalculatorCreateBodySchema,
  templateCalculatorSchema,
  templateCalculatorUpdateBodySchema,
} from "./calculator";
import {
  calculatorConstantCreateBodySchema,
  calculatorConstantSchema,
  calculatorConstantUpdateBodySchema,
} from "./calculator-constant";
import {
  calculatorCreateBodySchema,
  calculatorDetailSchema,
  calculatorUpdateBodySchema,
} from "./calculator-definition";
import {
  agendaCreateBodySchema,
  agendaSchema,
  agendaUpdateBodySchema,
  appointmentCreateBodySchema,
  appointmentSchema,
  appointmentUpdateBodySchema,
  editorAppointmentCreateBodySchema,
  editorAppointmentUpdateBodySchema,
} from "./calendar";
import type { ResourceShapes } from "./common";
import { editorAgreementListItemSchema } from "./editor-agreement";
import {
  editorTemplateCreateBodySchema,
  editorTemplateDetailSchema,
  editorTemplateListItemSchema,
  editorTemplateSetStatusBodySchema,
  editorTemplateUpdateBodySchema,
} from "./editor-template";
import {
  editorCategoryCreateBodySchema,
  editorCategorySchema,
  editorCategoryUpdateBodySchema,
  editorTreeSetStatusBodySchema,
  editorWizardCreateBodySchema,
  editorWizardSchema,
  editorWizardUpdateBodySchema,
} from "./editor-tree";
import {
  editorNewsSchema,
  newsCreateBodySchema,
  newsItemSchema,
  newsSetStatusBodySchema,
  newsUpdateBodySchema,
  notificationCreateBodySchema,
  notificationSchema,
  notificationSetStatusBodySchema,
  notificationUpdateBodySchema,
} from "./notification";
import {
  colleagueInviteBodySchema,
  colleagueUpdateBodySchema,
  companyCreateBodySchema,
  companySchema,
  companyUpdateBodySchema,
  editorLicenceCreateBodySchema,
  editorLicenceUpdateBodySchema,
  editorProfileCreateBodySchema,
  editorProfileUpdateBodySchema,
  licenceRequestBodySchema,
  licenceRequestUpdateBodySchema,
  licenceSchema,
  licenceSetStatusBodySchema,
  profileSchema,
} from "./profile";

/**
 * Every resource of the spec's generic pattern (§7) with the shapes its calls take, one
 * declaration each (issue 34): where customers and editors both reach a resource, each variant
 * is named here beside the other, and one shared by both (the firm) is declared once.
 */
const declare = <T extends ResourceShapes>(shapes: T): T => shapes;

export const RESOURCES = {
  agreement: declare({
    item: agreementDetailSchema,
    listItem: agreementSummarySchema,
    create: agreementCreateBodySchema,
    update: agreementUpdateBodySchema,
    setStatus: agreementSetStatusBodySchema,
  }),
  favourite: declare({ item: favouriteSchema, create: favouriteCreateBodySchema }),
  favouriteCount: declare({ item: favouriteCountSchema }),
  editorAgreement: declare({ item: editorAgreementListItemSchema }),
  auditEvent: declare({ item: auditEventSchema, list: auditListResponseSchema }),
  contact: declare({
    item: addressBookContactDetailSchema,
    listItem: addressBookContactSchema,
    create: addressBookCreateBodySchema,
    update: addressBookUpdateBodySchema,
  }),
  notification: declare({
    item: notificationSchema,
    create: notificationCreateBodySchema,
    update: notificationUpdateBodySchema,
    setStatus: notificationSetStatusBodySchema,
  }),
  appointment: declare({
    item: appointmentSchema,
    create: appointmentCreateBodySchema,
    update: appointmentUpdateBodySchema,
  }),
  editorAppointment: declare({
    item: appointmentSchema,
    create: editorAppointmentCreateBodySchema,
    update: editorAppointmentUpdateBodySchema,
  }),
  agenda: declare({ item: agendaSchema, create: agendaCreateBodySchema, update: agendaUpdateBodySchema }),
  news: declare({ item: newsItemSchema }),
  editorNews: declare({
    item: editorNewsSchema,
    create: newsCreateBodySchema,
    update: newsUpdateBodySchema,
    setStatus: newsSetStatusBodySchema,
  }),
  calculator: declare({ item: calculatorDetailSchema, listItem: calculatorListItemSchema }),
  editorCalculator: declare({
    item: calculatorDetailSchema,
    listItem: calculatorListItemSchema,
    create: calculatorCreateBodySchema,
    update: calculatorUpdateBodySchema,
  }),
  constant: declare({
    item: calculatorConstantSchema,
    create: calculatorConstantCreateBodySchema,
    update: calculatorConstantUpdateBodySchema,
  }),
  templateCalculator: declare({ item: templateCalculatorSchema }),
  editorTemplateCalculator: declare({
    item: editorTemplateCalculatorSchema,
    create: templateCalculatorCreateBodySchema,
    update: templateCalculatorUpdateBodySchema,
  }),
  editorTemplate: declare({
    item: editorTemplateDetailSchema,
    listItem: editorTemplateListItemSchema,
    create: editorTemplateCreateBodySchema,
    update: editorTemplateUpdateBodySchema,
    setStatus: editorTemplateSetStatusBodySchema,
  }),
  editorCategory: declare({
    item: editorCategorySchema,
    create: editorCategoryCreateBodySchema,
    update: editorCategoryUpdateBodySchema,
    setStatus: editorTreeSetStatusBodySchema,
  }),
  editorWizard: declare({
    item: editorWizardSchema,
    create: editorWizardCreateBodySchema,
    update: editorWizardUpdateBodySchema,
    setStatus: editorTreeSetStatusBodySchema,
  }),
  /** A firm: the customer's own, or any for an editor; the same shapes for both. */
  company: declare({ item: companySchema, create: companyCreateBodySchema, update: companyUpdateBodySchema }),
  colleague: declare({
    item: profileSchema,
    create: colleagueInviteBodySchema,
    update: colleagueUpdateBodySchema,
  }),
  editorProfile: declare({
    item: profileSchema,
    create: editorProfileCreateBodySchema,
    update: editorProfileUpdateBodySchema,
  }),
  /** A licence as a customer requests it (the firm's administrator). */
  licenceRequest: declare({
    item: licenceSchema,
    create: licenceRequestBodySchema,
    update: licenceRequestUpdateBodySchema,
  }),
  editorLicence: declare({
    item: licenceSchema,
    create: editorLicenceCreateBodySchema,
    update: editorLicenceUpdateBodySchema,
    setStatus: licenceSetStatusBodySchema,
  }),
} as const;
