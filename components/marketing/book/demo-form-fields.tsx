import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import type { FieldErrors } from '@/lib/marketing/post-json';
import { companySizeOptions, demoIndustryOptions } from '@/lib/schemas/demo-request-options';

/** The demo request's fields; `errors` holds a message per field name. */
export function DemoFormFields({ errors }: { errors: FieldErrors }) {
  const error = (name: string) => errors[name]?.[0];
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField name="firstName" label="First name" autoComplete="given-name" required error={error('firstName')} />
      <TextField name="lastName" label="Last name" autoComplete="family-name" required error={error('lastName')} />
      <TextField name="email" type="email" label="Work email" autoComplete="email" required error={error('email')} />
      <TextField name="company" label="Company" autoComplete="organization" required error={error('company')} />
      <TextField name="jobTitle" label="Job title" autoComplete="organization-title" optional error={error('jobTitle')} />
      <SelectField
        name="companySize"
        label="Company size"
        optional
        options={companySizeOptions}
        placeholder="Select company size"
        defaultValue=""
        error={error('companySize')}
      />
      <div className="sm:col-span-2">
        <SelectField
          name="industry"
          label="Industry"
          optional
          options={demoIndustryOptions}
          placeholder="Select your industry"
          defaultValue=""
          error={error('industry')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          name="frameworks"
          label="Frameworks of interest"
          optional
          hint="For example SOC 2, HIPAA, ISO 27001"
          error={error('frameworks')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextareaField
          name="additionalInfo"
          label="Additional information"
          optional
          rows={4}
          hint="Tell us about your timeline, audits or questions"
          error={error('additionalInfo')}
        />
      </div>
    </div>
  );
}
