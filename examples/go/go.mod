module swisscore-example

go 1.19

require swisscore v0.0.0

replace swisscore => ../../bindings/go
