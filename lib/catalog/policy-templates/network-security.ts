import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const networkSecurityTemplate: PolicyTemplate = {
  id: 'network-security',
  name: 'Network Security Policy',
  description: 'Segmentation, default-deny filtering, protected administration and monitoring of networks.',
  frameworks: ['soc2', 'iso27001', 'pci-dss'],
  body: `## Purpose

This policy protects the information of {{organization}} as it moves across networks, and protects the systems
connected to those networks from unauthorised access and attack.

## Scope

This policy covers the production and non-production cloud networks of {{organization}} (virtual networks,
subnets, security groups, load balancers and gateways), office wired and wireless networks, connections used for
administration, domain names and DNS, and the network services bought from providers.

## Roles and Responsibilities

- **The infrastructure lead** owns the network architecture of the production platform and its filtering rules.
- **The IT lead** owns the office networks and the protection of company devices on any network.
- **The security lead** approves the network architecture and reviews filtering rules and network alerts.
- **Engineers** request changes to network rules through the change process and never bypass network controls.

## Policy Statements

1. **Network diagrams.** Up-to-date diagrams show every production network, every connection to an external
   network and every flow of Confidential or Restricted data. They are updated with each architecture change and
   reviewed at least once a year.
2. **Segmentation.** Production networks are separated from non-production and office networks, with no route
   between them other than the approved connections shown in the diagrams. Databases and internal services sit in
   private subnets with no public address.
3. **Default deny.** Firewalls and security groups deny all traffic unless a rule allows it. Each rule is limited
   to the sources, destinations and ports the flow needs, and has an owner and a documented reason. Outbound
   traffic from production is limited to the destinations it needs.
4. **Rule review.** Filtering rules are reviewed at least every six months; rules that are unused, no longer
   needed or broader than needed are removed.
5. **Administrative ports.** Filtering rules admit remote shell, database and management ports of production
   systems only from the access gateway that the Privileged Access Policy designates, and drop them from every
   other source.
6. **Encrypted protocols.** Data crossing any network is protected as the Cryptography Policy sets out.
   Unencrypted protocols, such as Telnet, FTP and plain HTTP other than a redirect to HTTPS, are disabled.
7. **Internet-facing services.** Services reachable from the internet are published only through load balancers
   that absorb denial-of-service attacks and through a web application firewall that filters common web attacks.
8. **Network monitoring.** Flow logs are enabled on all production networks and analysed for threats such as
   scanning, connections to known malicious addresses and unusual outbound volumes; alerts are handled under the
   Logging and Monitoring Policy.
9. **Office and wireless networks.** Office wireless networks use WPA2-Enterprise or WPA3 with individual
   authentication, and guest wireless is isolated from every company network. Being on an office network grants
   no access to production or to internal applications.
10. **DNS and domains.** Company devices use filtering DNS that blocks known malicious domains. Company domain
    names are locked at their registrar, whose account is protected by multi-factor authentication.
11. **Network service providers.** Agreements for connectivity, content delivery, DNS and denial-of-service
    protection define the security features, service levels and management duties of each party, and the
    providers are assessed under the Third-Party Risk Policy.

## Review

The infrastructure lead and the security lead review this policy at least once a year and after any significant
change to the network architecture or any network-borne incident.

## Exceptions

Exceptions, such as a supplier connection that cannot use an encrypted protocol, are approved in writing by the
security lead, limited to the systems concerned, time-limited and recorded with their compensating controls.
`,
};
