import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const dataClassificationTemplate: PolicyTemplate = {
  id: 'data-classification',
  name: 'Data Classification Policy',
  description: 'Four classification levels, how information is labelled, and the handling rules for each level.',
  frameworks: ['soc2', 'iso27001', 'gdpr'],
  body: `## Purpose

This policy defines how {{organization}} classifies information by how much harm its disclosure, alteration or
loss would cause, so that everyone protects each piece of information in proportion to its value and sensitivity,
and so that other policies can set their rules by class.

## Scope

This policy applies to all information created, received, stored or processed by {{organization}}, in any form
and in any system, including information customers entrust to it, and to every employee, contractor and
supplier who handles that information.

## Roles and Responsibilities

- **Information owners**, the managers accountable for a business process or system, classify the information it
  holds, approve who may access it and approve any change of class.
- **The security lead** maintains this policy and the handling rules, and advises owners on classification.
- **System owners** record in the asset inventory the highest class of information each system holds and apply
  the controls that class requires.
- **Everyone in scope** handles information according to its class and treats unlabelled information as
  Internal until its owner says otherwise.

## Policy Statements

1. **Classes.** Information belongs to one of four classes. **Public** information is approved for release to
   anyone, such as published marketing content and public documentation. **Internal** information is meant for
   employees and contractors and its disclosure would cause little harm, such as internal procedures and the
   company directory. **Confidential** information would harm {{organization}}, its customers or its staff if
   disclosed, such as source code, contracts, financial results, security assessments and personal data of
   employees and business contacts. **Restricted** information would cause serious harm or breach a legal or
   contractual duty if disclosed, such as customer data held in the product, credentials and cryptographic keys,
   payment card data, health information and special categories of personal data.
2. **Customer data.** All data customers store in or send to the products of {{organization}} is Restricted,
   whatever its content, unless the customer has published it.
3. **Classifying.** Information is classified by its owner when it is created or received. A collection of
   information takes the highest class of anything in it, and a collection whose combination reveals more than
   its parts, such as a full customer list, may be raised to a higher class.
4. **Labelling.** Confidential and Restricted documents carry their class in the header, footer, title or file
   metadata; systems, databases, storage buckets and repositories carry it as a tag or inventory attribute. Public
   and Internal information needs no label.
5. **Storage.** Confidential and Restricted information is stored only in systems that {{organization}} has
   approved for that class and recorded in the asset inventory. Restricted information is not copied to
   laptops, removable media, personal accounts or non-production environments; test data derived from it is
   masked or synthetic.
6. **Access.** Access to Confidential information is limited to people whose role needs it; access to Restricted
   information is granted to named people only, approved by the information owner and logged.
7. **Protection by class.** Encryption required for each class is set in the Cryptography Policy, sharing and
   sending in the Information Transfer Policy, and disposal in the Media Disposal Policy.
8. **Discovery.** Data stores, file shares and repositories are scanned at least quarterly for Restricted
   information, such as credentials, payment card numbers and government identifiers, held outside the systems
   approved for it. What is found is moved or deleted within 30 days, and its owner is told.
9. **Declassification.** Only the information owner may lower a class, for example when information is approved
   for publication, and the change is recorded. Anyone may raise a class when in doubt.
10. **Annual check.** Owners review the classification of the information and systems they own at least once a year,
    together with the review of the asset inventory.

## Review

The security lead reviews this policy at least once a year, and when new types of information, products or
legal obligations appear.

## Exceptions

Exceptions to the handling rules are approved in writing by the information owner and the security lead, state
the compensating controls, and expire after at most 12 months.
`,
};
