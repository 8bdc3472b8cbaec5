// Google VSAQ, blind split: questions copied word for word (HTML markup dropped, entities written out), in the
// source's order. Source, version and licence: see ../sources.ts. The expected answers are for the demo organization
// (lib/seed), decided by reading its records before the answerer was run on them; the blind split is never shown
// while the answerer's rules are written, so it measures how they carry to questions nobody tuned on.
//
// Selection, fixed before any answer was looked at: every question, check-list or text field of the four VSAQ
// questionnaires (security_privacy_programs, webapp, infrastructure, physical_and_datacenter) not already in the
// benchmark; 33 taken. An item the source gives no id of its own is named by the id of its first answer option.
// Skipped, 37: 12 that ask nothing (option pickers without text, explanations whose question lies only in their
// answer options, the closing requests for feedback); 8 invitations to add any other comment; 11 that cannot stand
// alone ("A brief description:", prompts whose meaning is only in their options, questions about something "you
// mentioned" or "described" earlier, and the ones that presume OAuth2 or unencrypted protocols are in use); and 6
// repeats of an id or of words already taken (a second `security_contacts`, a second "How often do you review
// physical entry logs?", and four data-centre or client questions worded as office, network or server ones in the
// benchmark).
import { described, no, notInRecords, type BenchQuestion } from '../types';

export const vsaqBlind: BenchQuestion[] = [
  {
    source: 'vsaq',
    id: 'secprog_privacy_policy',
    text: 'Select the controls you currently maintain as elements of your information security and privacy program:',
    expected: described(
      ['control:PRV-10', 'control:GOV-01', 'control:AUD-01', 'control:RSK-02', 'control:INC-01'],
      ['control:AUD-02', 'control:HR-03', 'control:VEN-01', 'control:SDL-05'],
      'A privacy notice, written policies, yearly internal audits, risk assessments and incident response are in place, with vendor, training and change controls.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_policies_class',
    text: 'Select the topics that are covered by your security and privacy policies:',
    expected: described(
      [
        'policy:Data Classification Policy',
        'policy:Human Resources Security Policy',
        'policy:Physical Security Policy',
        'policy:Acceptable Use Policy',
        'policy:Privileged Access Policy',
        'policy:Secure Development Policy',
        'policy:Incident Response Policy',
      ],
      ['control:PRV-01', 'control:GOV-06'],
      'Approved policies cover classification, people, physical security, acceptable use, privileged access, development and incidents.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_policies_review_immediately',
    text: 'Security and privacy policies are most valuable if they are kept current. You should regularly update your policies to reflect changes in processes and security requirements, as well as in response to the threats your company is exposed to. How often does your company review its security and privacy policies to ensure they are up to date?',
    expected: described(
      ['policy:Information Security Policy§6', 'control:GOV-01'],
      ['policy:Acceptable Use Policy§5', 'policy:Risk Management Policy§5'],
      'Policies are reviewed at least once a year and after any significant change (Information Security Policy §6).',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_intaudits_often',
    text: 'How often are internal information security and privacy audits performed?',
    expected: described(
      ['control:AUD-01'],
      ['control:ISM-05', 'policy:Information Security Policy§5'],
      'The security and privacy program is audited internally at least yearly.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_extaudits_quarterly',
    text: 'How often does an independent third party perform audits of your security and privacy program? (Note: this should not include penetration tests or other technical assessments; rather, it refers to security reviews of your organizational processes, procedures, and policies.)',
    expected: notInRecords(
      'Outside assessments are said to be periodic, with no frequency; the first SOC 2 Type II audit is only scheduled.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_ra_often',
    text: 'Under your risk management process, how often are risk assessments reviewed and updated?',
    expected: described(
      ['control:RSK-02', 'policy:Risk Management Policy§4.3'],
      ['policy:Information Security Policy§4.2', 'policy:Risk Management Policy§4.8'],
      'A full risk assessment at least once a year and before significant changes; owners review their risks every quarter.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_incidents_monitoring_ids',
    text: 'Select the controls you have in place for identifying security and privacy incidents as quickly as possible:',
    expected: described(
      ['control:OPS-04', 'control:OPS-03', 'policy:Logging and Monitoring Policy§4.7'],
      ['policy:Network Security Policy§4.8', 'policy:Logging and Monitoring Policy§4.11', 'control:INC-02'],
      'Intrusion detection, automated alerting on logs with named detection rules, flow-log analysis and weekly review.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_peopleops_train_never',
    text: 'How often do you require your employees to undergo information security and privacy training?',
    expected: described(
      ['control:HR-03', 'policy:Security Awareness Training Policy§4.1', 'policy:Security Awareness Training Policy§4.2'],
      ['evidence:Employee Security Training Records'],
      'At hire and every 12 months after.',
    ),
  },
  {
    source: 'vsaq',
    id: 'secprog_bgcheck_cv',
    text: 'What kinds of background checks do you perform for employees who potentially have access to confidential information? Select all that apply.',
    expected: described(
      ['policy:Human Resources Security Policy§4.2'],
      ['control:HR-01', 'control:PRV-09'],
      'Identity, right to work, references over three years and qualifications; criminal record checks for sensitive roles where lawful (Human Resources Security Policy §4.2).',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_name',
    text: 'The name of the application:',
    expected: notInRecords('The records call it "the product" and never name it.'),
  },
  {
    source: 'vsaq',
    id: 'application_frameworks',
    text: 'What frameworks (if any) does this application require?',
    expected: notInRecords('No framework of the application is named.'),
  },
  {
    source: 'vsaq',
    id: 'application_authentication_sso_saml',
    text: 'Is your application integrated with any of the following single sign-on (SSO) mechanisms?',
    expected: notInRecords(
      'The records say how customer passwords and multi-factor authentication work in the product, not which single sign-on it supports.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_custom_auth_storage_plain',
    text: 'How does the application store passwords?',
    expected: described(
      ['policy:Cryptography Policy§4.4', 'policy:Password Policy§4.8'],
      ['control:AC-06'],
      'Customer passwords are stored as the Cryptography Policy says: hashed with a salted, slow password function, never plain or reversible.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_custom_auth_initpwd_selfset',
    text: 'How do users get their initial passwords?',
    expected: described(
      ['policy:Password Policy§4.8', 'policy:Password Policy§4.6'],
      [],
      'The product applies the statement on initial passwords to customers: random, usable once, sent apart from the user name, expiring in 24 hours.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_custom_auth_recovery_questions',
    text: 'Sometimes, passwords are simply forgotten — it happens to the best of us. How does your application deal with users who can no longer access their accounts?',
    expected: described(
      ['policy:Password Policy§4.6', 'policy:Password Policy§4.8'],
      [],
      'Resets only after identity is verified through a registered second factor; no security questions or hints; applied to customer passwords.',
    ),
  },
  {
    source: 'vsaq',
    id: 'application_auth_cookies_framework',
    text: 'Session IDs can be constructed in many ways. Select the methods used in your application:',
    expected: described(
      ['policy:Cryptography Policy§4.5', 'policy:Secure Development Policy§4.3'],
      [],
      "Session identifiers come from a secure random generator with at least 128 bits, and software relies on its framework's session handling.",
    ),
  },
  {
    source: 'vsaq',
    id: 'application_authz_xsrf_token',
    text: 'What strategy do you use to protect against XSRF?',
    expected: notInRecords('No protection against cross-site request forgery is recorded.'),
  },
  {
    source: 'vsaq',
    id: 'application_xss_templating',
    text: "Cross-site scripting (or XSS for short) occurs when an application redisplays insufficiently sanitized user input in the context of the application's origin (as defined by the same-origin policy). If the user input contains certain kinds of scripting code, it may read or alter the DOM of the current page when redisplayed. In many cases, XSS is used to steal users' cookies or other application-related data, but it may also be used for phishing attacks, or even to deface the web page. Unfortunately, XSS is one of the most common security issues in web applications, and due to browser quirks and other factors, quite hard to protect against. Select the statements that describe your strategy:",
    expected: described(
      ['policy:Secure Development Policy§4.3'],
      ['policy:Secure Development Policy§4.4'],
      "Output is encoded for its context with the framework's vetted encoding, and untrusted input is validated.",
    ),
  },
  {
    source: 'vsaq',
    id: 'application_testing_unit_coverage_large',
    text: 'How would you describe the code coverage of your unit tests?',
    expected: notInRecords('An automated test suite is recorded, but not how much of the code it covers.'),
  },
  {
    source: 'vsaq',
    id: 'warn_application_monitoring_robust',
    text: 'How would you describe your post-launch monitoring?',
    expected: described(
      ['policy:Logging and Monitoring Policy§4.9', 'control:OPS-03'],
      ['control:OPS-10', 'policy:Change Management Policy§4.9', 'policy:Logging and Monitoring Policy§4.8'],
      'Availability, error rate and response time checked every minute with paging, and automated alerting on logs.',
    ),
  },
  {
    source: 'vsaq',
    id: 'security_contacts',
    text: 'List the email addresses of people we should contact about any security issues in the application:',
    expected: notInRecords('No security contact address is recorded.'),
  },
  {
    source: 'vsaq',
    id: 'network_wifi_enc_no',
    text: 'How are your wireless networks encrypted? (If you have multiple Wi-Fi networks, choose the weakest encryption that gives access to an internal network.)',
    expected: described(
      ['policy:Network Security Policy§4.9'],
      ['control:NET-04'],
      'Office wireless uses WPA2-Enterprise or WPA3 with individual authentication; guest wireless is isolated.',
    ),
  },
  {
    source: 'vsaq',
    id: 'network_vpn_auth_pwd',
    text: 'How is access to the VPN authenticated? (Check all that apply.)',
    expected: described(
      ['control:NET-05', 'control:AC-05', 'policy:Remote Work Policy§4.2'],
      [],
      "Remote access requires multi-factor authentication, and the service checks the device's compliance before connecting.",
    ),
  },
  {
    source: 'vsaq',
    id: 'network_vpn_noncorp_yes',
    text: 'Is it possible for devices that are not owned and managed by your company to connect to your internal network remotely through VPN?',
    expected: no(
      ['policy:Remote Work Policy§4.2', 'policy:Remote Work Policy§4.1'],
      ['policy:Endpoint Security Policy§4.1'],
      "The remote access service checks the device's compliance before connecting, and personal computers are not used to reach company systems.",
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_patching_infosource_scanning',
    text: 'How do you determine whether your systems are affected by vulnerabilities that require patching? (Check all that apply.)',
    expected: described(
      ['policy:Vulnerability Management Policy§4.2', 'policy:Vulnerability Management Policy§4.4', 'control:VUL-01'],
      ['control:VUL-03', 'policy:Patch Management Policy§4.8'],
      "Authenticated scans, daily checks of deployed components against advisories, and suppliers' security advisories.",
    ),
  },
  {
    source: 'vsaq',
    id: 'servers_admin_windows',
    text: 'Select the operating systems that are currently in use on your servers:',
    expected: notInRecords('No operating system of the servers is named.'),
  },
  {
    source: 'vsaq',
    id: 'email_security_spf_policy',
    text: 'Which of the following security controls do you use to protect against spoofed or forged emails on the domains you own and use?',
    expected: described(
      ['policy:Email Security Policy§4.1', 'control:NET-06'],
      ['policy:Email Security Policy§4.2'],
      'SPF, DKIM and a DMARC policy of reject on every domain (Email Security Policy §4.1).',
    ),
  },
  {
    source: 'vsaq',
    id: 'clients_patching_infosource_agents',
    text: 'How do you know whether your systems are affected by vulnerabilities that require patching? (Check all that apply.)',
    expected: described(
      ['policy:Endpoint Security Policy§4.5', 'policy:Endpoint Security Policy§4.1'],
      ['policy:Vulnerability Management Policy§4.1', 'policy:Endpoint Security Policy§4.11'],
      'Endpoints are centrally managed and device management installs updates within the patch deadlines, with weekly compliance review.',
    ),
  },
  {
    source: 'vsaq',
    id: 'testing_scans_monthly',
    text: 'How often do you run vulnerability scans?',
    expected: described(
      ['policy:Vulnerability Management Policy§4.2'],
      ['control:VUL-01'],
      'Authenticated scans at least weekly, internet-facing scans at least monthly, images daily.',
    ),
  },
  {
    source: 'vsaq',
    id: 'testing_inhouse_pentestext',
    text: 'What kinds of security testing and security reviews are done internally?',
    expected: described(
      ['control:SDL-04', 'policy:Secure Development Policy§4.5', 'policy:Secure Development Policy§4.9'],
      ['control:SDL-02', 'policy:Secure Development Policy§4.2', 'policy:Secure Development Policy§4.6'],
      'Code review of every change, static and composition analysis, weekly dynamic testing, threat models and security review of sensitive changes.',
    ),
  },
  {
    source: 'vsaq',
    id: 'office_controls_receptionist',
    text: 'Select the security controls that are in place at all of your offices:',
    expected: described(
      ['policy:Physical Security Policy§4.2', 'policy:Physical Security Policy§4.4', 'policy:Physical Security Policy§4.6'],
      ['control:PHY-02', 'policy:Physical Security Policy§4.1', 'policy:Physical Security Policy§4.11'],
      'Personal badges, visitors signed in and escorted, cameras at entrances and an intrusion alarm.',
    ),
  },
  {
    source: 'vsaq',
    id: 'office_acclogs_review_never',
    text: 'How often do you review physical entry logs?',
    expected: described(
      ['policy:Physical Security Policy§4.6'],
      ['policy:Physical Security Policy§4.3', 'control:PHY-02'],
      'Badge logs are reviewed after every physical security incident; badge access itself is reviewed twice a year.',
    ),
  },
  {
    source: 'vsaq',
    id: 'dc_controls_guards',
    text: 'Select the security controls that are in place at all of your data centers:',
    expected: notInRecords(
      "The data centres are the cloud providers'; the records say their physical controls are audited every year, not which they are.",
    ),
  },
];
