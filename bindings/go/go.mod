module swisscore

go 1.19
