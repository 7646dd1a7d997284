/** The SES identity emails are sent from, and the one way to grant sending from it. */
import { CfnOutput, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** a domain (DKIM records to publish) or a single address (SES mails it a confirmation link) */
  identity: string;
  /** sandbox only: verified recipient identities SES also checks send permission against */
  sandboxRecipients?: string[];
}

export class Email extends Construct {
  readonly identity: EmailIdentity;
  private readonly sandboxRecipientArns: string[];

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    const isAddress = props.identity.includes('@');
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: isAddress ? Identity.email(props.identity) : Identity.domain(props.identity),
    });
    const stack = Stack.of(this);
    this.sandboxRecipientArns = (props.sandboxRecipients ?? []).map((r) =>
      stack.formatArn({ service: 'ses', resource: 'identity', resourceName: r }),
    );
    if (!isAddress) {
      // a domain identity is verified by its three DKIM CNAME records
      this.identity.dkimRecords.forEach((r, i) => {
        new CfnOutput(this, `DkimRecord${i + 1}`, {
          description: `CNAME to publish for SES DKIM (${i + 1} of 3): name, then value`,
          value: `${r.name} CNAME ${r.value}`,
        });
      });
    }
  }

  /** ses:SendEmail/SendRawEmail on the sender identity (and, in the sandbox, the test recipients) */
  grantSend(grantee: IGrantable): void {
    this.identity.grantSendEmail(grantee);
    if (this.sandboxRecipientArns.length) {
      grantee.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: this.sandboxRecipientArns }),
      );
    }
  }
}
