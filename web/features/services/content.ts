/**
 * Copy of the four service pages (spec section 2, "Service pages"), as Lingui messages so that
 * `ServicePage` stays generic. Facts follow docs/tax-facts.md; German tax terms stay
 * in German in the English copy (clients meet them on their letters) with a short explanation.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServiceSlug } from '../../lib/service-slugs.js';

interface ServiceFeature {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** A "good to know" block: heading, paragraphs and optional numbered steps (shown between them). */
interface ServiceCallout {
  heading: MessageDescriptor;
  paragraphs: MessageDescriptor[];
  /** Numbered steps, e.g. a worked example, rendered as an ordered list after the first paragraph. */
  steps?: MessageDescriptor[];
}

interface ServiceContent {
  /** Short label above the title. */
  eyebrow: MessageDescriptor;
  /** The page's h1. */
  title: MessageDescriptor;
  intro: MessageDescriptor[];
  featuresHeading: MessageDescriptor;
  /** Exactly four feature cards. */
  features: [ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature];
  listHeading: MessageDescriptor;
  /** 5 to 8 items. */
  list: MessageDescriptor[];
  callout: ServiceCallout;
  /** What the firm does and does not do on this page's topic (shown with the call to action). */
  note: MessageDescriptor;
  /** One line for the "Other services" links on the other service pages. */
  summary: MessageDescriptor;
}

export const SERVICE_CONTENT: Record<ServiceSlug, ServiceContent> = {
  'tax-return-translation': {
    eyebrow: msg`Tax returns and assessments`,
    title: msg`Tax return translation and explanation`,
    intro: [
      msg`Your Einkommensteuererklärung (income tax return), the ELSTER forms behind it and the Steuerbescheid (tax assessment notice) that follows are written in dense official German. We translate them into clear English and explain, line by line and in English or German, what they mean for you.`,
      msg`You stay in control of your return: we help you understand what each form asks for and what the Finanzamt (tax office) has decided.`,
    ],
    featuresHeading: msg`What we do for your tax return`,
    features: [
      {
        title: msg`ELSTER forms in plain English`,
        text: msg`We explain the main form and the annexes you are likely to need, such as Anlage N for employment income, Anlage Vorsorgeaufwand for insurance contributions and Anlage Kind for children, so you know what each line asks for.`,
      },
      {
        title: msg`Your Lohnsteuerbescheinigung decoded`,
        text: msg`Your employer's annual wage-tax statement lists gross pay, wage tax, solidarity surcharge, church tax and social security contributions. We explain each line and where its figures appear in your return.`,
      },
      {
        title: msg`Your Steuerbescheid translated`,
        text: msg`We translate the assessment, set it side by side with the return you filed and explain the Erläuterungen: the part where the Finanzamt says where and why it departed from your figures.`,
      },
      {
        title: msg`Refund, back-payment and the fine print`,
        text: msg`Erstattung (refund) or Nachzahlung (back-payment): we show you the amount and the due date. We also explain notes such as Vorbehalt der Nachprüfung (the assessment stays open to review) and vorläufig (provisional on the points named).`,
      },
    ],
    listHeading: msg`Documents we translate and explain`,
    list: [
      msg`Einkommensteuererklärung (income tax return) and its ELSTER annexes`,
      msg`Steuerbescheid (tax assessment notice), including the Erläuterungen`,
      msg`Lohnsteuerbescheinigung (annual wage-tax statement from your employer)`,
      msg`Nachzahlung and Erstattung amounts, including interest under § 233a AO`,
      msg`Requests from the Finanzamt for receipts, for example for Werbungskosten (work-related expenses) or Sonderausgaben (special expenses)`,
      msg`Foreign-language documents the Finanzamt asks you to submit in German translation (§ 87 AO)`,
    ],
    callout: {
      heading: msg`Filing deadlines for 2025 returns`,
      paragraphs: [
        msg`If you are required to file a return for 2025, the deadline is 31 July 2026 when you file yourself and 1 March 2027 when a Steuerberater or Lohnsteuerhilfeverein (wage-tax help association) prepares it for you. Working with us does not extend your deadline, as we are not a tax adviser.`,
        msg`If you are not required to file, you can still file voluntarily, for example to get a refund, within four years: for 2025, until 31 December 2029.`,
        msg`Once your Steuerbescheid counts as delivered, you have one month to lodge an Einspruch (objection), so have it explained promptly.`,
      ],
    },
    note: msg`We translate and explain; we do not give tax advice and do not prepare or file your return. For tax advice we refer you to a licensed Steuerberater.`,
    summary: msg`Tax return, Lohnsteuerbescheinigung and Steuerbescheid translated and explained.`,
  },

  'finanzamt-support': {
    eyebrow: msg`Letters from the Finanzamt`,
    title: msg`Understand and answer letters from the Finanzamt`,
    intro: [
      msg`A letter from the Finanzamt (tax office) can announce a refund, demand a payment or ask a question with a short deadline. We translate the letter, tell you what it asks for and by when, and explain what happens if you do not respond.`,
      msg`The Finanzamt's official language is German (§ 87 AO): it writes to you in German, expects replies in German and may ask for translations of documents in other languages. You decide what to reply; we translate your reply into correct German.`,
    ],
    featuresHeading: msg`How we help with Finanzamt letters`,
    features: [
      {
        title: msg`Translation and summary`,
        text: msg`You receive a translation of the letter and a short summary: who wrote it, what it is about, what the office wants from you and which deadline applies.`,
      },
      {
        title: msg`Deadlines and amounts at a glance`,
        text: msg`We point out every date and amount that matters: payment due dates, response periods and any surcharges the letter mentions, so nothing slips through.`,
      },
      {
        title: msg`Your reply translated into German`,
        text: msg`You write what you want to say, in English or German; we translate it into a clear, polite German letter with the right reference (Steuernummer or Aktenzeichen), ready for you to send by post or through ELSTER.`,
      },
      {
        title: msg`Documents translated for the office`,
        text: msg`If the Finanzamt asks for foreign-language documents in German, for example an employment contract or a foreign tax statement, we translate them so you can submit them.`,
      },
    ],
    listHeading: msg`Letters we translate and explain`,
    list: [
      msg`Steuerbescheid (tax assessment): the result of your return, with a one-month objection period`,
      msg`Vorauszahlungsbescheid: quarterly advance payments of income tax, set only when they add up to at least €400 a year`,
      msg`Mahnung (payment reminder): a Säumniszuschlag (late-payment surcharge) of 1% is added for each started month of delay (§ 240 AO)`,
      msg`Erinnerung or Aufforderung zur Abgabe (reminder to file): ignoring it can lead to a Verspätungszuschlag (late-filing surcharge), a Zwangsgeld (coercive fine) and finally a Schätzung (estimated assessment)`,
      msg`Anhörung (hearing): the office tells you what it plans to decide and lets you respond, usually within about two weeks`,
      msg`Questions about your return, for example requests for receipts or explanations`,
      msg`Interest on back-payments and refunds (§ 233a AO): 0.15% per month after an interest-free period`,
    ],
    callout: {
      heading: msg`Never ignore a letter from the Finanzamt`,
      paragraphs: [
        msg`Most letters set a deadline, and missing it has consequences: surcharges, fines or an assessment based on the office's own estimates. Deadlines keep running even if you cannot read the letter.`,
        msg`If you need more time for a deadline the office has set, you can ask for an extension (Fristverlängerung) before it runs out; we explain how and translate your request. The one-month objection period, however, cannot be extended.`,
      ],
    },
    note: msg`We translate and explain Finanzamt letters and translate your reply. We do not give tax advice or represent you before the Finanzamt; for tax advice we refer you to a licensed Steuerberater.`,
    summary: msg`Finanzamt letters translated, deadlines explained and your replies translated into German.`,
  },

  'business-formation': {
    eyebrow: msg`Freelancers and small businesses`,
    title: msg`Starting a business in Germany: registration and VAT`,
    intro: [
      msg`Going freelance or opening a small business in Germany means registering with the right offices, in German, and then keeping up with VAT and annual returns. We translate every form and explain each step, so you understand what each field asks for.`,
      msg`The first question is whether you work as a Freiberufler (liberal professional) or as a Gewerbetreibender (trader). The answer decides whether you need a Gewerbeanmeldung (trade registration) and whether Gewerbesteuer (trade tax) can apply.`,
    ],
    featuresHeading: msg`How we support your start`,
    features: [
      {
        title: msg`Gewerbeanmeldung explained`,
        text: msg`Traders register their business with the local Gewerbeamt (trade office). We translate the form and explain each field; the Gewerbeamt then informs the Finanzamt.`,
      },
      {
        title: msg`Fragebogen zur steuerlichen Erfassung`,
        text: msg`Freelancers and traders alike send this tax registration questionnaire to the Finanzamt through ELSTER within one month of starting. We explain each section: expected turnover and profit, the Kleinunternehmer choice, a VAT ID request and your bank details.`,
      },
      {
        title: msg`Kleinunternehmer or charging VAT`,
        text: msg`If your turnover stays below the limits of § 19 UStG, you can use the Kleinunternehmer (small-business) rule: no VAT on your invoices, but no input VAT deduction either. We explain both options and what they mean for your invoices.`,
      },
      {
        title: msg`VAT returns and EÜR`,
        text: msg`If you charge VAT, you file an Umsatzsteuer-Voranmeldung (VAT pre-return) monthly or quarterly through ELSTER, plus an annual VAT return. Your profit is usually reported with the EÜR (cash-basis profit statement). We explain the forms, line by line, so you understand what you or your Steuerberater file.`,
      },
    ],
    listHeading: msg`Typical steps`,
    list: [
      msg`Work out whether you are a Freiberufler or a Gewerbetreibender`,
      msg`Traders: register with the Gewerbeamt (Gewerbeanmeldung)`,
      msg`Send the Fragebogen zur steuerlichen Erfassung through ELSTER within one month`,
      msg`Receive your Steuernummer (tax number) from the Finanzamt: it is not the same as your personal Steuer-ID`,
      msg`Request a USt-IdNr. (EU VAT ID) if you work with businesses in other EU countries`,
      msg`File each Umsatzsteuer-Voranmeldung by the 10th day after the period ends (not needed as a Kleinunternehmer)`,
      msg`Every year: income tax return with the EÜR, the annual VAT return if you charge VAT and, for traders, the Gewerbesteuer return where required`,
    ],
    callout: {
      heading: msg`Freiberufler or Gewerbetreibender?`,
      paragraphs: [
        msg`Freiberufler, such as translators, journalists, architects, doctors or teachers (§ 18 EStG), do not register a trade and do not pay Gewerbesteuer. They register only with the Finanzamt.`,
        msg`Gewerbetreibende, for example retailers, online shops or agencies, register with the Gewerbeamt and may owe Gewerbesteuer, a trade tax levied by the municipality; sole traders and partnerships have an annual allowance.`,
        msg`The line is not always clear, for example in IT or consulting. In unclear cases we recommend confirming your status with a Steuerberater before you register.`,
      ],
    },
    note: msg`We translate forms and explain the steps and your VAT returns. We do not fill in or file returns for you; choosing a legal form, the Kleinunternehmer rule or a tax strategy is tax advice: for that we refer you to a licensed Steuerberater.`,
    summary: msg`Registering as a freelancer or trader, the Kleinunternehmer rule and VAT returns explained.`,
  },

  'appeals-objections': {
    eyebrow: msg`Objections (Einspruch)`,
    title: msg`Objecting to a tax assessment`,
    intro: [
      msg`If you think your Steuerbescheid (tax assessment notice) is wrong, you can lodge an Einspruch (formal objection) with the Finanzamt that issued it. There is no fee, but the objection must arrive on time: the deadline is one month after the notice counts as delivered.`,
      msg`We help you understand the notice, the objection and its deadline, and see where the notice differs from your return. If you decide to object, we translate the objection you write into German. Whether and why to object is tax advice: for that we refer you to a Steuerberater or a lawyer.`,
    ],
    featuresHeading: msg`What you should know about an objection`,
    features: [
      {
        title: msg`One month from delivery`,
        text: msg`The deadline is one month after the notice counts as delivered (Bekanntgabe, § 355 AO). Since the Postrechtsmodernisierungsgesetz, a notice posted after 31 December 2024 counts as delivered on the fourth day after posting (§ 122 (2) AO); a notice made available in ELSTER, on the fourth day after it was made available.`,
      },
      {
        title: msg`A short letter is enough`,
        text: msg`An objection can be informal: one written sentence stating which notice you object to is enough, and the reasons can follow later. You can also lodge it electronically through ELSTER.`,
      },
      {
        title: msg`Payment is not paused`,
        text: msg`An objection does not stop the payment that is due. If you do not want to pay the disputed amount for now, you must request Aussetzung der Vollziehung (suspension of payment) separately.`,
      },
      {
        title: msg`The result can be worse`,
        text: msg`The Finanzamt reviews the whole assessment again and may change it to your disadvantage (Verböserung). It must warn you first, and you can then withdraw the objection.`,
      },
    ],
    listHeading: msg`How we help with your objection`,
    list: [
      msg`You upload the Steuerbescheid as soon as it arrives`,
      msg`We show you how the objection deadline is worked out for your notice`,
      msg`We translate the notice and its Erläuterungen and show where it differs from your return`,
      msg`You decide whether to object; for advice on that we refer you to a Steuerberater or lawyer`,
      msg`We translate the objection you have written into German`,
      msg`We explain how the letter can also request Aussetzung der Vollziehung, if you do not want to pay the disputed amount yet`,
      msg`You send it by post or through ELSTER so that it arrives before the deadline, and keep a copy with proof of sending`,
      msg`We translate the Finanzamt's replies and its final decision`,
    ],
    callout: {
      heading: msg`How the deadline is calculated: an example`,
      paragraphs: [
        msg`A notice posted on a Monday in March 2025:`,
        msg`If the fourth day, or the last day of the deadline, falls on a Saturday, Sunday or public holiday, it moves to the next working day (§ 108 (3) AO). Different rules apply to notices sent to an address abroad.`,
        msg`If you missed the deadline through no fault of your own, for example because of serious illness, you can apply for Wiedereinsetzung in den vorigen Stand (reinstatement) within one month after the obstacle ends (§ 110 AO).`,
      ],
      steps: [
        msg`Posted: Monday 3 March 2025`,
        msg`Counts as delivered on the fourth day: Friday 7 March 2025`,
        msg`Objection deadline, one month later: Monday 7 April 2025`,
      ],
    },
    note: msg`We help you understand the notice and the objection, and translate the objection you write. We do not lodge objections for you or represent you before the Finanzamt or the tax court; for tax advice we refer you to a Steuerberater or a lawyer.`,
    summary: msg`Objections to a Steuerbescheid: the notice and the deadline explained, your own objection translated.`,
  },
};
