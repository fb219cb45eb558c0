#!/usr/bin/perl
# Conformance adapter for WWW::RobotRules (libwww-perl's robots.txt rules; Debian
# libwww-robotrules-perl), speaking conformance/PROTOCOL.md: one JSON request per stdin line,
# one JSON answer per stdout line. Run from the repository root:
#   perl conformance/adapters/perl-robotrules.pl
# Logs go to stderr only: stdout carries nothing but answers.
use strict;
use warnings;
use Encode ();
use JSON::PP ();
use MIME::Base64 ();
use URI ();
use WWW::RobotRules ();

my $json = JSON::PP->new->utf8->canonical;
binmode STDIN, ':raw';
binmode STDOUT, ':raw';
$| = 1;

# The robots.txt text as LWP::RobotUA hands it to parse(): characters, decoded from UTF-8
# (a malformed byte becomes U+FFFD).
sub robots_text {
    my ($input) = @_;
    return $input->{robotstxt} if defined $input->{robotstxt};
    if (defined $input->{robotstxt_base64}) {
        my $bytes = MIME::Base64::decode_base64($input->{robotstxt_base64});
        return Encode::decode('UTF-8', $bytes, Encode::FB_DEFAULT);
    }
    return parts_text($input->{robotstxt_parts}) if ref $input->{robotstxt_parts} eq 'ARRAY';
    return '';
}

# robotstxt_parts joined: a string as it is, { repeat, times } repeated (RFC 9309 §2.5 vectors).
sub parts_text {
    my ($parts) = @_;
    return join '', map { ref $_ ? $_->{repeat} x $_->{times} : $_ } @$parts;
}

# input.fetch (the HTTP retrieval of /robots.txt): WWW::RobotRules parses a text it is given
# (LWP::RobotUA does the fetching), so it has no notion of statuses or redirects.
sub access_unsupported {
    my ($input) = @_;
    return undef unless exists $input->{fetch};
    return { unsupported => 'WWW::RobotRules parses a text; fetching (statuses, redirects) is LWP::RobotUA\'s' };
}

# One answer (without its id) for one request.
sub answer {
    my ($request) = @_;
    my $input = $request->{input} || {};
    my $question = $request->{question} || {};
    my $type = $question->{type} // '';
    my $access = access_unsupported($input);
    return $access if $access;
    if ($type eq 'crawl') {
        my $url = URI->new($question->{url});
        die "not an http(s) URL: $question->{url}\n" unless $url->can('host');
        # The robots.txt URL of the question URL's origin: the rules are kept per host:port.
        my $robots_url = $url->clone;
        $robots_url->path_query('/robots.txt');
        my $rules = WWW::RobotRules->new($question->{userAgent} // '*');
        $rules->parse($robots_url->as_string, robots_text($input));
        my $allowed = $rules->allowed($url->as_string);
        die "WWW::RobotRules gave no answer ($allowed)\n" if $allowed < 0;
        return { allowed => $allowed ? JSON::PP::true : JSON::PP::false };
    }
    return { unsupported => 'WWW::RobotRules keeps no robots.txt field but the rules' }
        if $type eq 'field';
    return { unsupported => "WWW::RobotRules answers crawl questions only, not $type" };
}

while (my $line = <STDIN>) {
    next if $line =~ /^\s*$/;
    my $id;
    my $reply = eval {
        my $request = $json->decode($line);
        $id = $request->{id};
        +{ id => $id, %{ answer($request) } };
    };
    if (!defined $reply) {
        my $message = "$@";
        $message =~ s/\s+\z//;
        print STDERR "perl-robotrules adapter: $message\n";
        $reply = { id => $id, error => $message };
    }
    print STDOUT $json->encode($reply), "\n";
}
